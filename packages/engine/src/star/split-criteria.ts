/** The criteria alone (read-criteria.ts also returns the lines it left out). */
import { readCriteria } from './read-criteria';

export const splitCriteria = (text: string): string[] => readCriteria(text).criteria;
