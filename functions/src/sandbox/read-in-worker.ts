import { Worker } from 'node:worker_threads';
import { ReadError, type CvDocument } from '@cvmate/engine';
import type { WorkerAnswer, WorkerJob } from './read-job';

/**
 * Limits for reading one untrusted file. The largest real CV in the shared corpus reads in well under a second with
 * a few MB of heap; a file that needs far more of either is not a CV, and must not take the server's memory or time.
 */
export const SANDBOX_LIMITS = { heapMb: 192, youngMb: 32, deadlineMs: 5_000 } as const;

type Limits = Record<keyof typeof SANDBOX_LIMITS, number>;

/**
 * A reader of untrusted files: each file is read in a worker thread with its own heap limit and a deadline, so a
 * file that exhausts either kills only that thread and is answered as too complex (422), whatever it does to the
 * reader. Each worker reads one file and is ended, so nothing one upload does can touch the next.
 */
export function sandboxedReader(url: URL, limits: Limits) {
  const spawn = () => {
    const worker = new Worker(url, {
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: limits.youngMb },
    });
    // An idle worker never keeps the process alive.
    worker.unref();
    return worker;
  };

  /** A worker started ahead of the next upload, so its ~100 ms start-up is not paid while the person waits. */
  let spare: Worker | null = null;
  function takeWorker(): Worker {
    const worker = spare ?? spawn();
    spare = spawn();
    const next = spare;
    next.once('error', () => {
      if (spare === next) spare = null;
    });
    return worker;
  }

  return (bytes: Uint8Array, mode: WorkerJob['mode']): Promise<CvDocument> =>
    new Promise((resolve, reject) => {
      const worker = takeWorker();
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        fn();
      };
      const timer = setTimeout(
        () => settle(() => reject(new ReadError('too_complex', 'read deadline'))),
        limits.deadlineMs,
      );
      worker.on('message', (answer: WorkerAnswer) =>
        settle(() => (answer.ok ? resolve(answer.doc) : reject(new ReadError(answer.kind, answer.detail)))),
      );
      // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash of the reader.
      worker.on('error', (e) => settle(() => reject(new ReadError('too_complex', e.message))));
      worker.on('exit', (code) => settle(() => reject(new ReadError('too_complex', `reader exited ${code}`))));
      worker.ref();
      worker.postMessage({ bytes, mode } satisfies WorkerJob);
    });
}

/** Reads an uploaded Word file in the sandbox (the worker built beside index.js by build.mjs). */
export const readInWorker = sandboxedReader(new URL('./read-worker.js', import.meta.url), SANDBOX_LIMITS);
