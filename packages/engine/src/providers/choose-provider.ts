import type { AdviceProvider } from './advice-provider';
import { modelAdviceProvider } from './gemini-provider';
import { localProvider } from './local-provider';
import { geminiClient, noModel, type ModelClient } from './model-client';

/** Private by default: the model client is Gemini only when a key is configured. */
export function chooseModel(
  env: { GEMINI_API_KEY?: string; GEMINI_BASE_URL?: string },
  onFallback?: (reason: string) => void,
): ModelClient {
  return env.GEMINI_API_KEY
    ? geminiClient({ apiKey: env.GEMINI_API_KEY, baseUrl: env.GEMINI_BASE_URL, onFallback })
    : noModel;
}

/** The analysis provider for a model client: local rubric advice, reworded by the model when there is one. */
export const chooseProvider = (model: ModelClient): AdviceProvider =>
  model.name === 'local' ? localProvider : modelAdviceProvider(model);
