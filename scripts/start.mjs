// `npm start`: builds (see package.json) then runs the whole app offline until Ctrl-C.
import { startStack } from './stack.mjs';

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
  if (e.message.includes('already in use')) {
    console.error(`CVMate is already running (or another program uses its ports). ${e.message.split('. Log')[0]}`);
  } else {
    console.error(`CVMate could not start: ${e.message}`);
  }
  process.exit(1);
}
