import type { AdviceProvider } from './advice-provider';
import { geminiProvider } from './gemini-provider';
import { localProvider } from './local-provider';

/** Private by default: Gemini only when a key is configured. */
export function chooseProvider(
  env: { GEMINI_API_KEY?: string; GEMINI_BASE_URL?: string },
  onFallback?: (reason: string) => void,
): AdviceProvider {
  return env.GEMINI_API_KEY
    ? geminiProvider({ apiKey: env.GEMINI_API_KEY, baseUrl: env.GEMINI_BASE_URL, onFallback })
    : localProvider;
}
