import type { ReadErrorKind } from '@cvmate/contract';
import type { CvDocument } from '@cvmate/engine';

/** What a read worker is given: the file's bytes, and whether it must look like a CV (an upload) or any document. */
export interface WorkerJob {
  bytes: Uint8Array;
  mode: 'cv' | 'any';
}

/** What it posts back. */
export type WorkerAnswer = { ok: true; doc: CvDocument } | { ok: false; kind: ReadErrorKind; detail?: string };
