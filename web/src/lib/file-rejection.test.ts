import { describe, expect, it } from 'vitest';
import type { FileRejection } from 'react-dropzone';
import { rejectionMessage } from './file-rejection';

const rejected = (code: string, message = 'library words'): FileRejection[] => [
  {
    file: Object.assign(new File(['x'], 'cv.pdf'), { path: 'cv.pdf', relativePath: 'cv.pdf' }),
    errors: [{ code, message }],
  },
];

describe('rejectionMessage', () => {
  it('names extensions, not MIME types, and keeps the product’s limits wording', () => {
    expect(rejectionMessage(rejected('file-invalid-type', 'File type must be one of application/msword'))).toBe(
      'File type must be one of .doc, .docx',
    );
    expect(rejectionMessage(rejected('file-invalid-type'), '.docx')).toBe('File type must be one of .docx');
    expect(rejectionMessage(rejected('file-too-large'))).toBe('File is larger than 10485760 bytes');
    expect(rejectionMessage(rejected('too-many-files'))).toBe('Too many files');
    expect(rejectionMessage([])).toBeNull();
  });
});
