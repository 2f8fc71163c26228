import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { readCv } from '../read/read-cv';
import { analyseCv } from '../analyse/analyse-cv';
import type { CvDocument } from '../types';
import { geminiProvider } from './gemini-provider';
import { geminiJson, startFakeGemini, type Reply } from '../test-fixtures/fake-gemini';

let fake: Awaited<ReturnType<typeof startFakeGemini>>;
let doc: CvDocument;
beforeAll(async () => {
  fake = await startFakeGemini();
  doc = await readCv(await buildDocx(cleanCv));
});
afterAll(() => fake.close());
const setReply = (r: Reply) => (fake.state.reply = r);

const provider = (timeoutMs = 2000) => {
  const fallbacks: string[] = [];
  return {
    fallbacks,
    p: geminiProvider({ apiKey: 'test-key', baseUrl: fake.baseUrl, timeoutMs, onFallback: (r) => fallbacks.push(r) }),
  };
};

describe('geminiProvider through the real SDK', () => {
  it('rewords content feedback and adds quoted tips, leaving scores to the rubric', async () => {
    setReply(
      geminiJson({
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
      }),
    );
    const { p, fallbacks } = provider();
    const local = await analyseCv(doc);
    const result = await p.analyse(doc);
    expect(fake.state.lastPath).toMatch(/models\/gemini-2\.5-flash:generateContent/);
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
    setReply(geminiJson({ rewordings: 'nope' }));
    const { p, fallbacks } = provider();
    expect(await p.analyse(doc)).toEqual(await analyseCv(doc));
    expect(fallbacks).toHaveLength(1);
  });

  it('falls back on non-JSON text, an HTTP error and a timeout', async () => {
    for (const r of [
      geminiJson('Sure! Here is some advice.'),
      (res: Parameters<Reply>[0]) =>
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"code":500,"message":"boom"}}'),
      (res: Parameters<Reply>[0]) => setTimeout(() => geminiJson({ rewordings: [], additions: [] })(res), 1500),
    ]) {
      setReply(r);
      const { p, fallbacks } = provider(300);
      const result = await p.analyse(doc);
      expect(result.provider).toBe('local');
      expect(fallbacks).toHaveLength(1);
    }
  });
});
