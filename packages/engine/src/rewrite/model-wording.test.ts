import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geminiClient } from '../providers/model-client';
import { readCv } from '../read/read-cv';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { geminiJson, startFakeGemini } from '../test-fixtures/fake-gemini';
import { factGuard } from './fact-guard';
import { rewriteCv } from './rewrite-cv';

let fake: Awaited<ReturnType<typeof startFakeGemini>>;
beforeAll(async () => (fake = await startFakeGemini()));
afterAll(() => fake.close());

describe('rewrite wording from Gemini (through the real SDK), under the fact guard', () => {
  it('keeps a faithful rewording and drops one that invents a number or an employer', async () => {
    fake.state.reply = geminiJson({
      rewordings: [
        { index: 0, text: 'Led 12 warehouse staff over two shifts and lifted on-time dispatch from 86% to 97%.' },
        { index: 1, text: 'Cut stock discrepancies by 55% by redesigning cycle counts with the inventory team.' },
        { index: 2, text: 'Negotiated carrier contracts worth $1.2 million a year with Acme Freight, saving 8%.' },
      ],
    });
    const doc = await readCv(await buildDocx(cleanCv));
    const model = geminiClient({ apiKey: 'test-key', baseUrl: fake.baseUrl });
    const r = await rewriteCv(doc, 'Operations coordinator: rostering and dispatch.', 'Operations Coordinator', model);
    expect(fake.state.lastBody).toContain('Led a team of 12 warehouse staff');
    const wording = r.changes.filter((c) => c.kind === 'wording');
    expect(wording.map((c) => c.after)).toEqual([
      'Led 12 warehouse staff over two shifts and lifted on-time dispatch from 86% to 97%.',
    ]);
    expect(r.improvedText).not.toMatch(/55%|Acme/);
    expect(factGuard(r.originalText, r.improvedText).ok).toBe(true);
  });

  it('changes nothing when Gemini fails', async () => {
    fake.state.reply = geminiJson('not json');
    const doc = await readCv(await buildDocx(cleanCv));
    const model = geminiClient({ apiKey: 'test-key', baseUrl: fake.baseUrl });
    const withModel = await rewriteCv(doc, 'Operations coordinator.', 'Operations Coordinator', model);
    const local = await rewriteCv(doc, 'Operations coordinator.', 'Operations Coordinator');
    expect(withModel.improvedText).toBe(local.improvedText);
  });
});
