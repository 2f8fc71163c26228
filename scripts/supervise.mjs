// Keeps watch over the local stack's services (stack.mjs): a service that exits, or a stack that stops answering,
// is reported once through `onFailure`; `stop()` ends every service with its whole process group, children it
// forked included (the Functions emulator's workers), first asking (SIGINT) and then, after a grace period, forcing.

/** How long services get to shut down cleanly before their process groups are killed. */
const GRACE_MS = 8_000;

/**
 * @param {Array<{ name: string, child: import('node:child_process').ChildProcess }>} services spawned `detached`,
 *   so each leads its own process group
 * @param {{ onFailure: (why: string) => void, health?: () => Promise<boolean>, healthEveryMs?: number,
 *   healthFailures?: number, graceMs?: number }} options
 */
export function supervise(
  services,
  { onFailure, health, healthEveryMs = 10_000, healthFailures = 3, graceMs = GRACE_MS },
) {
  let stopping = false;
  let failed = false;
  const fail = (why) => {
    if (stopping || failed) return;
    failed = true;
    onFailure(why);
  };
  for (const { name, child } of services)
    child.once('exit', (code, signal) => fail(`the ${name} service stopped (${signal ?? `exit code ${code}`})`));

  let misses = 0;
  const timer = health
    ? setInterval(async () => {
        const ok = await health().catch(() => false);
        misses = ok ? 0 : misses + 1;
        if (misses >= healthFailures) fail(`the app stopped answering (${misses} health checks in a row failed)`);
      }, healthEveryMs)
    : null;
  timer?.unref();

  const signalAll = (signal) => {
    for (const { child } of services) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* the group is gone */
      }
    }
  };
  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null ? null : new Promise((r) => child.once('exit', r));

  return {
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      signalAll('SIGINT');
      const grace = new Promise((r) => setTimeout(r, graceMs).unref());
      await Promise.race([Promise.all(services.map(({ child }) => exited(child))), grace]);
      // Whatever is left in the groups (a worker that ignored SIGINT, or outlived its parent) is killed.
      signalAll('SIGKILL');
      await Promise.race([Promise.all(services.map(({ child }) => exited(child))), grace]);
    },
  };
}
