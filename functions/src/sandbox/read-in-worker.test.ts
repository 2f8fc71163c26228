import { describe, expect, it } from 'vitest';
import { ReadError } from '@cvmate/engine';
import { sandboxedReader } from './read-in-worker';

// A worker that behaves as a reader taken over by a hostile file would; the modes are its, not the real worker's.
const greedy = sandboxedReader(new URL('../test-support/greedy-worker.mjs', import.meta.url), {
  heapMb: 32,
  youngMb: 8,
  deadlineMs: 1_500,
});
const read = (mode: string) =>
  greedy(new Uint8Array(4), mode as 'cv').then(
    () => null,
    (e: unknown) => e,
  );

describe('reading an untrusted file in a worker thread', () => {
  it('a reader that exhausts its heap is killed and the file refused as too complex', async () => {
    const e = await read('heap');
    expect(e).toBeInstanceOf(ReadError);
    expect((e as ReadError).kind).toBe('too_complex');
  });
  it('a reader that never returns is stopped at the deadline', async () => {
    const e = (await read('spin')) as ReadError;
    expect([e.kind, e.detail]).toEqual(['too_complex', 'read deadline']);
  });
  it('a reader that crashes is refused, and the next file is still read', async () => {
    expect(((await read('crash')) as ReadError).kind).toBe('too_complex');
    expect(((await read('cv')) as ReadError).kind).toBe('not_a_cv');
  });
});
