export { renderPdf } from './render-pdf';
export { renderDocx } from './render-docx';
