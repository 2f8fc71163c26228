import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

const node = (code: string) =>
  spawn(process.execPath, ['-e', code], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
/** Running, not gone and not a zombie waiting for a parent that does not reap (as PID 1 in a container may not). */
const alive = (pid: number) => {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};
const IDLE = 'setInterval(() => {}, 1000)';

describe('supervising the local stack’s services', () => {
  it('reports a service that exits, once, naming it', async () => {
    const failures: string[] = [];
    const crashing = node('setTimeout(() => process.exit(3), 50)');
    const steady = node(IDLE);
    const watch = supervise(
      [
        { name: 'firestore', child: crashing },
        { name: 'edge', child: steady },
      ],
      { onFailure: (why) => failures.push(why), graceMs: 2_000 },
    );
    await new Promise((r) => crashing.once('exit', r));
    await watch.stop();
    expect(failures).toEqual(['the firestore service stopped (exit code 3)']);
    expect(alive(steady.pid!)).toBe(false);
  });

  it('reports a stack that stops answering its health check', async () => {
    const failures: string[] = [];
    const watch = supervise([{ name: 'edge', child: node(IDLE) }], {
      onFailure: (why) => failures.push(why),
      health: async () => false,
      healthEveryMs: 20,
      healthFailures: 3,
      graceMs: 2_000,
    });
    await new Promise((r) => setTimeout(r, 200));
    await watch.stop();
    expect(failures).toEqual(['the app stopped answering (3 health checks in a row failed)']);
  });

  it('leaves no process behind on stop, even a forked worker that ignores SIGINT', async () => {
    // A service whose worker ignores SIGINT and prints its pid (as the Functions emulator's workers outlived it).
    const service = node(`
      const { spawn } = require('node:child_process');
      const w = spawn(process.execPath, ['-e', "process.on('SIGINT', () => {}); console.log(process.pid); setInterval(() => {}, 1000)"], { stdio: ['ignore', 'inherit', 'ignore'] });
      process.on('SIGINT', () => process.exit(0));
      setInterval(() => {}, 1000);
    `);
    const workerPid = await new Promise<number>((r) =>
      service.stdout!.once('data', (d) => r(Number(String(d).trim()))),
    );
    const failures: string[] = [];
    const watch = supervise([{ name: 'emulators', child: service }], {
      onFailure: (why) => failures.push(why),
      graceMs: 500,
    });
    expect(alive(workerPid)).toBe(true);
    await watch.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(workerPid)).toBe(false);
    expect(failures).toEqual([]);
  });
});
