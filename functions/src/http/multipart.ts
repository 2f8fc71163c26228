import busboy from 'busboy';
import type { Request } from 'express';
import { ERROR_MESSAGES } from '@cvmate/contract';
import { HttpError } from '../middleware/http-error';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** Bidirectional controls (U+202E and kin) can make "cv[U+202E]xcod.exe" display as "cvexe.docx"; path separators have no place here. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const safeFilename = (name: string) => name.replace(BIDI_CONTROLS, '').replace(/[\\/]/g, '_').slice(0, 200);

interface Options {
  fileField: string;
  maxBytes: number;
  /** Lower-case extensions with the dot, e.g. ['.doc', '.docx']. */
  extensions: string[];
}

/**
 * One file from a multipart body, held in memory only (raw files are never stored). Cloud Functions has
 * already read the body into req.rawBody; called outside it (tests), the request stream is read instead.
 */
export function parseUpload(
  req: Request,
  { fileField, maxBytes, extensions }: Options,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) return reject(new HttpError(400, 'no_file'));
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        // Browsers send file names as UTF-8; busboy's default (latin1) would garble "Zoë" or "履歴書".
        defParamCharset: 'utf8',
        // One byte over the maximum, so a file of exactly the maximum (10,485,760 bytes) is whole and accepted.
        limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
      });
    } catch {
      return reject(new HttpError(400, 'no_file'));
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let failure: HttpError | null = null;
    const fail = (e: HttpError) => (failure ??= e);

    bb.on('field', (name, value) => (fields[name] = value));
    bb.on('file', (name, stream, info) => {
      const filename = info.filename ?? '';
      const ext = filename.slice(filename.lastIndexOf('.')).toLowerCase();
      if (name !== fileField) fail(new HttpError(400, 'no_file'));
      else if (!extensions.includes(ext))
        fail(new HttpError(415, 'file_type', `File type must be one of ${extensions.join(', ')}`));
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => fail(new HttpError(413, 'file_too_large', `File is larger than ${maxBytes} bytes`)));
      // A body cut off mid-file errors here as well as on busboy; unhandled, it would crash the whole worker.
      stream.on('error', () => fail(new HttpError(400, 'upload_incomplete')));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length > maxBytes)
          fail(new HttpError(413, 'file_too_large', `File is larger than ${maxBytes} bytes`));
        if (!failure) file = { filename: safeFilename(filename), bytes };
      });
    });
    bb.on('filesLimit', () => fail(new HttpError(400, 'too_many_files', ERROR_MESSAGES.too_many_files)));
    // A truncated or malformed body: busboy errors and never closes, so answer now.
    bb.on('error', () => reject(failure ?? new HttpError(400, 'upload_incomplete')));
    bb.on('close', () => {
      if (failure) return reject(failure);
      if (!file) return reject(new HttpError(400, 'no_file'));
      resolve({ file, fields });
    });
    const raw = (req as { rawBody?: Buffer }).rawBody;
    if (raw) bb.end(raw);
    else req.pipe(bb);
  });
}

/** The text fields of a multipart form that carries no file (job matching); at most `maxFieldBytes` each. */
export function parseFields(req: Request, maxFieldBytes: number): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 0, fields: 10, fieldSize: maxFieldBytes, parts: 10 } });
    } catch {
      return reject(new HttpError(400, 'bad_request'));
    }
    const fields: Record<string, string> = {};
    let failure: HttpError | null = null;
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= new HttpError(413, 'body_too_large');
      fields[name] = value;
    });
    bb.on('filesLimit', () => (failure ??= new HttpError(400, 'too_many_files', ERROR_MESSAGES.too_many_files)));
    bb.on('file', (_name, stream) => stream.on('error', () => undefined).resume());
    bb.on('error', () => reject(failure ?? new HttpError(400, 'upload_incomplete')));
    bb.on('close', () => (failure ? reject(failure) : resolve(fields)));
    const raw = (req as { rawBody?: Buffer }).rawBody;
    if (raw) bb.end(raw);
    else req.pipe(bb);
  });
}
