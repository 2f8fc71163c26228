import { ReadError } from './read-error';

export type Container = 'zip' | 'ole';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4": .docx, .docm, .dotx
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // OLE2 compound file: .doc, encrypted OOXML

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The container, read from the bytes rather than the file name. */
export function detectContainer(bytes: Uint8Array): Container {
  if (bytes.length === 0) throw new ReadError('empty', 'zero bytes');
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, OLE_MAGIC)) return 'ole';
  // WinWord 1.x/2.x files start with 0xDBA5 / 0x9BA5: Word, but far too old for us.
  if ((bytes[0] === 0xdb || bytes[0] === 0x9b) && bytes[1] === 0xa5) throw new ReadError('legacy_word', 'WinWord 1/2');
  throw new ReadError('not_word', 'unknown magic');
}
