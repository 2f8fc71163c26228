// `npm start`: refuses to run twice, builds the web app and the function bundle, then runs the whole app offline
// until Ctrl-C (which leaves no process behind), or until a service fails, which is reported and stops the rest.
import { execSync } from 'node:child_process';
import { DEFAULT_PORTS, portInUse, root, startStack } from './stack.mjs';

if (await portInUse(DEFAULT_PORTS.hosting)) {
  console.error(
    `CVMate is already running at http://localhost:${DEFAULT_PORTS.hosting} (or another program uses port ${DEFAULT_PORTS.hosting}). Stop it first.`,
  );
  process.exit(1);
}
execSync('npm run --silent build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

let stack;
let stopping = false;
const shutdown = async (code = 0) => {
  // A second Ctrl-C while stopping does not leave services behind: the stop already under way finishes.
  if (stopping) return;
  stopping = true;
  if (stack) await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// A service that stops, or an app that stops answering, stops the whole stack with one clear message.
const onFailure = (why) => {
  console.error(`CVMate stopped: ${why}. The log is in .cvmate/. Run npm start again to restart it.`);
  void shutdown(1);
};

try {
  stack = await startStack({ quiet: !process.env.CVMATE_VERBOSE, onFailure });
  console.log(`CVMate is running at ${stack.url}`);
} catch (e) {
  console.error(`CVMate could not start: ${e.message}`);
  process.exit(1);
}
