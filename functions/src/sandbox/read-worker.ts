/**
 * Runs in a worker thread (read-in-worker.ts): waits for one uploaded Word file, reads it and posts back the document
 * or why it was refused. A separate bundle entry (build.mjs) that loads only the readers, so a file that exhausts
 * this thread's heap or time is killed with the thread and the server's own thread never sees it.
 */
import { parentPort } from 'node:worker_threads';
import { ReadError, readCv, readUploadedCv } from '@cvmate/engine/read';
import type { WorkerAnswer, WorkerJob } from './read-job';

const answer = (a: WorkerAnswer) => parentPort!.postMessage(a);

parentPort!.once('message', ({ bytes, mode }: WorkerJob) => {
  const read = mode === 'cv' ? readUploadedCv : readCv;
  read(bytes).then(
    (doc) => answer({ ok: true, doc }),
    (e: unknown) =>
      answer(
        e instanceof ReadError
          ? { ok: false, kind: e.kind, detail: e.detail }
          : { ok: false, kind: 'corrupt', detail: (e as Error)?.message },
      ),
  );
});
