import type { Response } from 'express';
import { renderDocx, renderPdf, type StructuredCv } from '@cvmate/engine';

const TYPES = {
  pdf: 'application/pdf',
  word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** Renders a structured document as PDF or Word and sends it as a download named `filename`. */
export async function sendDocument(
  res: Response,
  doc: StructuredCv,
  format: keyof typeof TYPES,
  filename: string,
  options: { upperHeadings?: boolean } = {},
): Promise<void> {
  const bytes = format === 'pdf' ? await renderPdf(doc, filename, options) : await renderDocx(doc, filename);
  res.type(TYPES[format]).attachment(filename).send(Buffer.from(bytes));
}
