// `npm start`: refuses to run twice, builds the web app and the function bundle, then runs the whole app offline
// until Ctrl-C.
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
const shutdown = async () => {
  if (stack) await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  stack = await startStack({ quiet: !process.env.CVMATE_VERBOSE });
  console.log(`CVMate is running at ${stack.url}`);
} catch (e) {
  console.error(`CVMate could not start: ${e.message}`);
  process.exit(1);
}
