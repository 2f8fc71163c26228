import type { CvAnalysisResult } from '@cvmate/contract';
import { apiJson } from '../../../lib/api-client';

/** POST /api/cv/analyze {sessionId}: the route keeps the product's spelling; code says "analyse". */
export const analyseCv = (sessionId: string) => apiJson<CvAnalysisResult>('POST', '/api/cv/analyze', { sessionId });
