import { createRequire } from 'node:module';
import { ReadError } from './read-error';

// word-extractor (pinned 1.0.4) ships an OLE2 compound-file reader; we use it to look inside before extracting.
const require = createRequire(import.meta.url);
const OleCompoundDoc = require('word-extractor/lib/ole-compound-doc.js');
const BufferReader = require('word-extractor/lib/buffer-reader.js');

interface OleStream {
  on(event: 'data', cb: (chunk: Buffer) => void): OleStream;
  on(event: 'end' | 'error', cb: (arg?: unknown) => void): OleStream;
}
interface OleDoc {
  read(): Promise<OleDoc>;
  stream(name: string): OleStream;
  _rootStorage: { _dirEntry: { streams: Record<string, unknown> } };
}

function readStreamHead(doc: OleDoc, name: string, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    doc
      .stream(name)
      .on('data', (c: Buffer) => {
        chunks.push(c);
        length += c.length;
      })
      .on('end', () => resolve(Buffer.concat(chunks, length).subarray(0, bytes)))
      .on('error', reject);
  });
}

/**
 * Classifies an OLE2 file before extraction: encrypted OOXML (an encrypted .docx is an OLE2 file holding
 * an EncryptedPackage), Word 6/95 (File Information Block magic 0xA5DC), password-protected Word 97+
 * (fEncrypted flag), or not a Word file at all.
 */
export async function inspectOle(bytes: Uint8Array): Promise<void> {
  let doc: OleDoc;
  try {
    doc = await new OleCompoundDoc(new BufferReader(Buffer.from(bytes))).read();
  } catch (e) {
    throw new ReadError('corrupt', (e as Error).message);
  }
  const streams = doc._rootStorage._dirEntry.streams;
  if ('EncryptedPackage' in streams || 'EncryptionInfo' in streams) throw new ReadError('encrypted', 'encrypted OOXML');
  if (!('WordDocument' in streams)) throw new ReadError('not_word', 'no WordDocument stream');
  let fib: Buffer;
  try {
    fib = await readStreamHead(doc, 'WordDocument', 64);
  } catch (e) {
    throw new ReadError('corrupt', (e as Error).message);
  }
  if (fib.length < 12) throw new ReadError('corrupt', 'short FIB');
  const magic = fib.readUInt16LE(0);
  if (magic === 0xa5dc) throw new ReadError('legacy_word', 'Word 6/95 FIB');
  if (magic !== 0xa5ec) throw new ReadError('not_word', `FIB magic ${magic.toString(16)}`);
  const flags = fib.readUInt16LE(0x0a);
  if (flags & 0x0100) throw new ReadError('encrypted', 'fEncrypted');
}
