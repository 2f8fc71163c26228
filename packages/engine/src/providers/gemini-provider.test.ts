import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { readCv } from '../read/read-cv';
import { analyseCv } from '../analyse/analyse-cv';
import type { CvDocument } from '../types';
import { geminiProvider } from './gemini-provider';

/** A loopback stand-in for the Gemini API: the real SDK talks HTTP to it via httpOptions.baseUrl. */
let reply: (res: import('node:http').ServerResponse) => void;
let lastPath = '';
let server: Server;
let baseUrl: string;
let doc: CvDocument;

const geminiJson = (payload: unknown) => (res: import('node:http').ServerResponse) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(
    JSON.stringify({
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ text: typeof payload === 'string' ? payload : JSON.stringify(payload) }],
          },
        },
      ],
    }),
  );
};

beforeAll(async () => {
  server = createServer((req, res) => {
    lastPath = req.url ?? '';
    req.resume().on('end', () => reply(res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  doc = await readCv(await buildDocx(cleanCv));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const provider = (timeoutMs = 2000) => {
  const fallbacks: string[] = [];
  return {
    fallbacks,
    p: geminiProvider({ apiKey: 'test-key', baseUrl, timeoutMs, onFallback: (r) => fallbacks.push(r) }),
  };
};

describe('geminiProvider through the real SDK', () => {
  it('rewords content feedback and adds quoted tips, leaving scores to the rubric', async () => {
    reply = geminiJson({
      rewordings: [
        {
          code: 'achievements.quantified',
          message: 'Your dispatch and cost figures make a strong case for logistics roles.',
        },
      ],
      additions: [
        {
          message: 'Name the rostering tool so recruiters searching for it find you.',
          quote: 'Implemented a digital rostering tool',
        },
        { message: 'Invented evidence must be dropped.', quote: 'Managed a $50 million budget' },
      ],
    });
    const { p, fallbacks } = provider();
    const local = await analyseCv(doc);
    const result = await p.analyse(doc);
    expect(lastPath).toMatch(/models\/gemini-2\.5-flash:generateContent/);
    expect(fallbacks).toEqual([]);
    expect(result.provider).toBe('gemini');
    expect(result.score).toBe(local.score);
    expect(result.breakdown).toEqual(local.breakdown);
    expect(result.feedback.content.find((f) => f.code === 'achievements.quantified')?.message).toBe(
      'Your dispatch and cost figures make a strong case for logistics roles.',
    );
    const tips = result.feedback.content.filter((f) => f.code === 'ai.suggestion');
    expect(tips).toHaveLength(1);
    expect(tips[0]!.evidence).toEqual(['Implemented a digital rostering tool']);
    expect(result.feedback.formatting).toEqual(local.feedback.formatting);
  });

  it('falls back to the local result on output that fails validation', async () => {
    reply = geminiJson({ rewordings: 'nope' });
    const { p, fallbacks } = provider();
    expect(await p.analyse(doc)).toEqual(await analyseCv(doc));
    expect(fallbacks).toHaveLength(1);
  });

  it('falls back on non-JSON text, an HTTP error and a timeout', async () => {
    for (const r of [
      geminiJson('Sure! Here is some advice.'),
      (res: import('node:http').ServerResponse) =>
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"code":500,"message":"boom"}}'),
      (res: import('node:http').ServerResponse) =>
        setTimeout(() => geminiJson({ rewordings: [], additions: [] })(res), 1500),
    ]) {
      reply = r;
      const { p, fallbacks } = provider(300);
      const result = await p.analyse(doc);
      expect(result.provider).toBe('local');
      expect(fallbacks).toHaveLength(1);
    }
  });
});
