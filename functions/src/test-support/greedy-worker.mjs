// A stand-in for a reader that a hostile file has taken over (read-in-worker.test.ts): on 'heap' it allocates
// without end, on 'spin' it never returns, on 'crash' it throws; otherwise it answers like the real worker.
import { parentPort } from 'node:worker_threads';

parentPort.once('message', ({ mode }) => {
  if (mode === 'heap') {
    const hoard = [];
    for (;;) hoard.push(new Array(100_000).fill(hoard.length));
  }
  if (mode === 'spin') for (;;);
  if (mode === 'crash') throw new Error('reader fell over');
  parentPort.postMessage({ ok: false, kind: 'not_a_cv' });
});
