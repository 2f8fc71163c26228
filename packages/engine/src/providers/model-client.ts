/**
 * One way to ask a language model for structured output: `generateJson(schema, prompt)` returns data that passed
 * the zod schema, or null on any failure (no key, timeout, HTTP error, invalid JSON, wrong shape), after telling
 * `onFallback` why. Callers always have a deterministic local answer to fall back on.
 */
import type { GoogleGenAI } from '@google/genai';
import type { z } from 'zod';

export interface ModelClient {
  readonly name: 'local' | 'gemini';
  generateJson<T>(schema: z.ZodType<T>, prompt: string): Promise<T | null>;
}

/** No model: every request falls back to the local engine. The default, so CVs stay on our servers. */
export const noModel: ModelClient = { name: 'local', generateJson: async () => null };

export interface GeminiOptions {
  apiKey: string;
  model?: string;
  /** For tests and proxies: the SDK's own base URL option. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Told when Gemini could not be used, so the fallback is visible in logs. */
  onFallback?: (reason: string) => void;
}

export function geminiClient(options: GeminiOptions): ModelClient {
  const timeout = options.timeoutMs ?? 8000;
  // The SDK loads with the first request that uses it, not with the server.
  let client: Promise<GoogleGenAI> | null = null;
  const sdk = () =>
    (client ??= import('@google/genai').then(
      ({ GoogleGenAI }) =>
        new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { baseUrl: options.baseUrl, timeout } }),
    ));
  const model = options.model ?? 'gemini-2.5-flash';
  return {
    name: 'gemini',
    async generateJson(schema, prompt) {
      try {
        const ai = await sdk();
        const response = await ai.models.generateContent({
          model,
          contents: prompt,
          config: { responseMimeType: 'application/json', temperature: 0, abortSignal: AbortSignal.timeout(timeout) },
        });
        return schema.parse(JSON.parse(response.text ?? ''));
      } catch (e) {
        options.onFallback?.((e as Error).message);
        return null;
      }
    },
  };
}
