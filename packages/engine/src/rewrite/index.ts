export { rewriteCv, type Rewrite } from './rewrite-cv';
export { factGuard } from './fact-guard';
export { structureCv, renderText, type StructuredCv } from './structured-cv';
export type { Change } from './transforms';
