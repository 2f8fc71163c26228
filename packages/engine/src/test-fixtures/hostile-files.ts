/**
 * Hostile Word files built in code, so the project's own tests need nothing beside the repository: OLE2 compound
 * files (via SheetJS cfb) shaped like an encrypted .docx, a password-protected or Word 95 .doc, and a .doc whose
 * OLE header is damaged; and a .docx with no text.
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
