import { analyseCv } from '../analyse/analyse-cv';
import type { AdviceProvider } from './advice-provider';

/** The default: our own checks, on this machine, with nothing sent anywhere. */
export const localProvider: AdviceProvider = { name: 'local', analyse: analyseCv };
