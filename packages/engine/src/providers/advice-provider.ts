import type { CvAnalysis } from '@cvmate/contract';
import type { CvDocument } from '../types';

/** Where the wording of advice comes from. Scores always come from the deterministic rubric. */
export interface AdviceProvider {
  readonly name: 'local' | 'gemini';
  analyse(doc: CvDocument): Promise<CvAnalysis>;
}
