/**
 * Hostile Word files built in code, so the project's own tests need nothing beside the repository: OLE2 compound
 * files (via SheetJS cfb) shaped like an encrypted .docx, a password-protected or Word 95 .doc, and a .doc whose
 * OLE header is damaged; a .docx with no text; and the costliest .docx within the reader's bounds (for the bench).
 */
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';

/** A Word File Information Block head: magic, then the flags word at 0x0A. */
function fib(magic: number, flags = 0): Uint8Array {
  const head = new Uint8Array(512);
  const view = new DataView(head.buffer);
  view.setUint16(0, magic, true);
  view.setUint16(0x0a, flags, true);
  return head;
}

function ole(streams: Record<string, Uint8Array>): Uint8Array {
  const file = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(file, `/${name}`, content);
  return new Uint8Array(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}

/** An encrypted .docx: Word wraps the package in an OLE2 file with EncryptionInfo and EncryptedPackage. */
export const encryptedDocx = () =>
  ole({ EncryptionInfo: new Uint8Array(64).fill(4), EncryptedPackage: new Uint8Array(256).fill(7) });

/** A Word 97+ .doc with the fEncrypted flag (0x0100) set in its FIB. */
export const passwordProtectedDoc = () => ole({ WordDocument: fib(0xa5ec, 0x0100), '1Table': new Uint8Array(64) });

/** A Word 6/95 .doc: FIB magic 0xA5DC. */
export const word95Doc = () => ole({ WordDocument: fib(0xa5dc), '1Table': new Uint8Array(64) });

/** A WinWord 2 file: magic 0xDBA5 at the start, no OLE container. */
export const winWord2Doc = () => new Uint8Array([0xdb, 0xa5, 0x2d, 0x00, ...new Uint8Array(508)]);

/** The OLE2 signature followed by a header that makes no sense. */
export const badHeaderDoc = () =>
  new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(900).fill(0xff)]);

/** A valid .doc whose header claims a million FAT sectors in a file of a few KB (word-extractor allocated GBs). */
export function fatCountBombDoc(): Uint8Array {
  const bytes = ole({ WordDocument: fib(0xa5ec), '1Table': new Uint8Array(64) });
  new DataView(bytes.buffer).setUint32(0x2c, 1_000_000, true);
  return bytes;
}

/** A 2 KB .doc whose directory chain loops: FAT [FATSECT, 2, 1], the directory starting at sector 1. */
export function loopingChainDoc(): Uint8Array {
  const bytes = new Uint8Array(2048);
  const view = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // directory at sector 1
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, 0xfffffffe, true); // no mini FAT
  view.setUint32(0x44, 0xfffffffe, true); // no DIFAT
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : 0xffffffff, true);
  const fat = 512; // sector 0
  for (let i = 0; i < 128; i++) view.setUint32(fat + i * 4, 0xffffffff, true);
  view.setUint32(fat, 0xfffffffd, true);
  view.setUint32(fat + 4, 2, true);
  view.setUint32(fat + 8, 1, true);
  return bytes;
}

/** A small .docx (a few dozen KB) whose body holds `n` one-word paragraphs: far more text than any CV. */
export const manyParagraphsDocx = (n = 100_000) =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:p><w:r><w:t>experience</w:t></w:r></w:p>'.repeat(n)}</w:body></w:document>`,
    ),
  });

/** A well-formed .docx whose body has paragraphs but no text. */
export const textlessDocx = () =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': strToU8(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/><w:p><w:r><w:t xml:space="preserve">   </w:t></w:r></w:p></w:body></w:document>',
    ),
  });

/**
 * The worst upload an attacker can send within the zip bounds: about 15.9 MB of real paragraph XML (the most work
 * per byte for the reader) spread over six headers, compressed to a few dozen KB.
 */
export function inBoundsHeavyDocx(): Uint8Array {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const header = strToU8(`<w:hdr ${W}>${'<w:p><w:r><w:t>x</w:t></w:r></w:p>'.repeat(75_000)}</w:hdr>`);
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'word/document.xml': strToU8(`<w:document ${W}><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>`),
  };
  for (let i = 1; i <= 6; i++) files[`word/header${i}.xml`] = header;
  return zipSync(files, { level: 9 });
}
