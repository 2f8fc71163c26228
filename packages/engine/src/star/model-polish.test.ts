import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geminiClient } from '../providers/model-client';
import { readCv } from '../read/read-cv';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { geminiJson, startFakeGemini } from '../test-fixtures/fake-gemini';
import { draftStar } from './draft-star';

let fake: Awaited<ReturnType<typeof startFakeGemini>>;
beforeAll(async () => (fake = await startFakeGemini()));
afterAll(() => fake.close());

const CRITERIA = ['Demonstrated experience leading a team to deliver operational results.', 'Negotiation skills.'];

describe('STAR drafts polished by Gemini (through the real SDK), under the same checks', async () => {
  const cv = await readCv(await buildDocx(cleanCv));
  const local = await draftStar(cv, CRITERIA, 250);
  const gemini = () => geminiClient({ apiKey: 'test-key', baseUrl: fake.baseUrl });

  it('keeps a faithful polish and drops one that adds a figure, an employer or loses a prompt', async () => {
    const faithful = local[0]!.fullResponse.replace('I also ', 'Alongside that, I ');
    expect(faithful).not.toBe(local[0]!.fullResponse);
    fake.state.reply = geminiJson({
      drafts: [
        { index: 0, text: faithful },
        { index: 1, text: `${local[1]!.fullResponse.replace(/\[[^\]]*\]/g, '')} I saved Acme Freight 15%.` },
      ],
    });
    const polished = await draftStar(cv, CRITERIA, 250, '', gemini());
    expect(fake.state.lastBody).toContain('Negotiation skills.');
    expect(polished[0]!.fullResponse).toBe(faithful);
    expect(polished[1]!.fullResponse).toBe(local[1]!.fullResponse);
  });

  it('leaves the local drafts when Gemini fails', async () => {
    fake.state.reply = geminiJson('not json');
    expect(await draftStar(cv, CRITERIA, 250, '', gemini())).toEqual(local);
  });
});
