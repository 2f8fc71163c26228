import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../packages/engine/src/test-fixtures/clean-cv';
import { DOCX_MIME, BASE_URL, launch, newPage, premiumInBrowser, signUpInBrowser } from './support/browser';

const CRITERIA = `Key selection criteria
1. Demonstrated experience leading a team to deliver operational results.
2. Well-developed written communication and negotiation skills. (200 words)
Please submit your responses by 5 June.`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('Government Jobs Helper in the browser', () => {
  it('a premium user uploads a CV, enters an ad and criteria, edits a response, copies and downloads Word and PDF', async () => {
    const { page: start, context } = await newPage(browser, { width: 1366, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const page = await premiumInBrowser(start, context, 'Olivia', 'Nguyen');
    await page.getByRole('button', { name: 'Analyze Application' }).click();
    await page.getByText('Upload CV').first().waitFor();
    await page
      .getByLabel('CV for selection criteria')
      .setInputFiles({ name: 'olivia.docx', mimeType: DOCX_MIME, buffer: await buildDocx(cleanCv) });

    await page.getByText('Drafting from olivia.docx.').waitFor();
    await page.getByRole('button', { name: 'Generate Responses' }).click();
    await page.getByText('Please provide both job description and position requirements.').waitFor();
    await page.getByLabel('Job description').fill('Operations Coordinator, APS 6, Department of Infrastructure.');
    await page.getByLabel('Position requirements (selection criteria)').fill(CRITERIA);
    await page.getByLabel('Word limit per response').fill('150');
    await page.getByRole('button', { name: 'Generate Responses' }).click();

    await page
      // Each response is headed as the paste numbers its criterion.
      .getByRole('heading', { name: /^Criterion 1 – Demonstrated experience leading a team/ })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: /^Criterion 2 – Well-developed written communication/ }).waitFor();
    // A limit set beside a criterion is that response's, over the one given for all.
    await page.getByText(/^\d+ \/ 200 words/).waitFor();
    expect(await page.getByText(/^I led a team of 12 warehouse staff/).count()).toBeGreaterThan(0);
    // Every pasted line is accounted for: the instruction is shown back, not silently dropped.
    await page
      .getByTestId('skipped-lines')
      .getByText(
        /^We read 2 criteria and left out this line, which looked like a heading, an instruction or a criterion the ad does not ask you to address: “Please submit/,
      )
      .waitFor();
    // The ad's classification pitches the advice: what an APS 6 panel looks for.
    expect(await page.getByTestId('panel-looks-for').first().textContent()).toMatch(/^At APS 6, choose examples/);
    const first = page.getByLabel('Response 1');
    expect(await first.inputValue()).toMatch(
      /^Since 2021, I have worked as an Operations Coordinator at Sydney Freight Co\./,
    );
    expect(await first.inputValue()).toContain(
      'The work called on my experience leading a team to deliver operational results. I led a team of 12 warehouse staff',
    );
    await first.fill('I led a team of 12 warehouse staff at Sydney Freight Co. Edited in the browser.');
    await page.getByText(/^16 \/ 150 words/).waitFor();

    await page.getByRole('button', { name: 'Copy as plain text' }).first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'I led a team of 12 warehouse staff at Sydney Freight Co. Edited in the browser.',
    );

    const word = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Word' }).click();
    const wordFile = await word;
    expect(wordFile.suggestedFilename()).toBe('government-application-responses.docx');
    const text = (await mammoth.extractRawText({ buffer: readFileSync(await wordFile.path()) })).value;
    expect(text).toContain('Edited in the browser.');
    expect(text).toContain('Demonstrated experience leading a team to deliver operational results.');
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await pdf).suggestedFilename()).toBe('government-application-responses.pdf');

    // The edit is saved as the person types: a reload of Review Responses brings back the drafts and the edit.
    await page.getByText('All changes saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /^Criterion 2 – Well-developed written communication/ }).waitFor();
    expect(await page.getByLabel('Response 1').inputValue()).toBe(
      'I led a team of 12 warehouse staff at Sydney Freight Co. Edited in the browser.',
    );
    // Only its owner can open it: another signed-in person sees the upload step, not the drafts.
    const stranger = await newPage(browser, { width: 1366, height: 900 });
    const theirs = await premiumInBrowser(stranger.page, stranger.context, 'Sam', 'Other');
    await theirs.goto(page.url());
    await theirs.getByRole('button', { name: 'Generate Responses' }).waitFor();
    expect(await theirs.getByText('Edited in the browser.').count()).toBe(0);
    expect(await theirs.getByLabel('Position requirements (selection criteria)').inputValue()).toBe('');
    await stranger.context.close();

    // Browser Back and Forward move between the steps, which have their own URLs.
    expect(page.url()).toContain('step=responses');
    await page.goBack();
    await page.getByRole('button', { name: 'Generate Responses' }).waitFor();
    // A reload of Job Inputs keeps what was entered too.
    await page.reload();
    await page.getByRole('button', { name: 'Generate Responses' }).waitFor();
    expect(await page.getByLabel('Position requirements (selection criteria)').inputValue()).toBe(CRITERIA);
    await page.goForward();
    await page.getByRole('heading', { name: /^Criterion 1 – Demonstrated experience leading a team/ }).waitFor();
    await page.getByRole('button', { name: 'Back to Job Inputs' }).click();
    expect(await page.getByLabel('Position requirements (selection criteria)').inputValue()).toBe(CRITERIA);
    await page.getByRole('button', { name: 'Upload a New CV' }).click();
    await page.getByLabel('CV for selection criteria').waitFor({ state: 'attached' });
    await context.close();
  });

  it('a free user sees the premium pitch page', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signUpInBrowser(page, 'Tom', 'Wilson');
    await page.getByRole('button', { name: 'Analyze Application' }).click();
    await page.getByRole('heading', { name: 'Government Jobs Helper' }).waitFor();
    await page.getByText('$12.99/month').waitFor();
    expect(await page.getByRole('button', { name: 'Start Premium Subscription' }).count()).toBe(1);
    await context.close();
  });
});
