import type { FileRejection } from 'react-dropzone';
import { ERROR_MESSAGES } from '@cvmate/contract';

/**
 * The first reason a dropped file was refused, in words a person recognises: react-dropzone's own messages list
 * MIME types ("application/vnd.openxmlformats-…"); ours list extensions.
 */
export function rejectionMessage(rejected: FileRejection[], extensions = '.doc, .docx'): string | null {
  const error = rejected[0]?.errors[0];
  if (!error) return null;
  if (error.code === 'file-invalid-type') return `File type must be one of ${extensions}`;
  if (error.code === 'file-too-large') return ERROR_MESSAGES.file_too_large;
  if (error.code === 'too-many-files') return ERROR_MESSAGES.too_many_files;
  return error.message;
}
