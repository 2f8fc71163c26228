/** A loopback stand-in for the Gemini API: the real SDK talks HTTP to it via httpOptions.baseUrl. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = (res: ServerResponse) => void;

/** A generateContent answer whose text is `payload` (JSON-encoded unless it is already a string). */
export const geminiJson =
  (payload: unknown): Reply =>
  (res) => {
    res.setHeader('Content-Type', 'application/json');
    const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
    res.end(JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text }] } }] }));
  };

/** Starts the fake; set `reply` before each call. `lastPath` and `lastBody` tell what the SDK sent. */
export async function startFakeGemini() {
  const state = { reply: geminiJson({}) as Reply, lastPath: '', lastBody: '' };
  const server = createServer((req, res) => {
    state.lastPath = req.url ?? '';
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      state.lastBody = body;
      state.reply(res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    state,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
