import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import type { Browser } from 'playwright-core';
import { buildDocx } from '../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../packages/engine/src/test-fixtures/clean-cv';
import { DOCX_MIME, launch, newPage, premiumInBrowser, signUpInBrowser } from './support/browser';

const AD =
  'Operations Coordinator, Western Sydney. About the role: coordinate warehouse operations, rostering and dispatch. ' +
  'Essential: stakeholder management, workforce planning, inventory management; a current forklift licence; SAP EWM. ' +
  'Desirable: a Diploma of Supply Chain Management. Apply now.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('job matching in the browser', () => {
  it('a premium user uploads a CV, pastes a job, reads the report, rewrites the CV and downloads PDF and Word', async () => {
    const { page: start, context } = await newPage(browser, { width: 1366, height: 900 });
    const page = await premiumInBrowser(start, context, 'Olivia', 'Nguyen');
    await page.getByRole('button', { name: 'Match with Job', exact: true }).click();
    await page.getByRole('heading', { name: 'Step 1: Select Your CV' }).waitFor();
    await page.getByText('0/10 CVs stored').waitFor();
    await page
      .getByLabel('Upload a new CV')
      .setInputFiles({ name: 'olivia.docx', mimeType: DOCX_MIME, buffer: await buildDocx(cleanCv) });

    await page.getByRole('heading', { name: 'Step 2: Add Job Description' }).waitFor();
    const analyse = page.getByRole('button', { name: 'Analyze Match' });
    expect(await analyse.isDisabled()).toBe(true);
    await page.getByLabel('Job description', { exact: true }).fill(AD);
    await page.getByLabel('Job title (optional)').fill('Operations Coordinator');
    await analyse.click();

    await page.getByText('Olivia Nguyen · Operations Coordinator').waitFor({ timeout: 20_000 });
    const score = Number((await page.getByTestId('match-score').textContent())?.replace('%', ''));
    expect(score).toBeGreaterThanOrEqual(60);
    // The checklist: every requirement read in the ad, essentials first, each with the CV line that shows it.
    const checklist = page.getByRole('list', { name: 'Requirements checklist' });
    await checklist.waitFor();
    const forklift = checklist.getByTestId('requirement-row').filter({ hasText: 'Forklift licence' });
    expect(await forklift.textContent()).toMatch(/Licence or check · Essential.*Shown.*“Forklift licence \(LF\)/);
    const diploma = checklist.getByTestId('requirement-row').filter({ hasText: 'Diploma of Supply Chain Management' });
    expect(await diploma.textContent()).toMatch(/Desirable.*Not shown.*add it only if it is true/);
    await page.getByRole('heading', { name: 'Strengths identified' }).waitFor();
    expect(await page.getByText(/your CV shows it in “/).count()).toBeGreaterThan(2);
    await page.getByText(/In the ad but not in your CV:.*diploma of supply chain management/i).waitFor();
    expect(await page.getByText(/Skills alignment: (Good|Partial|Low) Match/).count()).toBe(1);

    // Every step has a URL: reload keeps the report (from the server), Back returns to the ad with its text kept.
    expect(page.url()).toMatch(/view=job-matching&step=results&.*match=[A-Za-z0-9]+/);
    await page.reload();
    await page.getByTestId('match-score').waitFor();
    expect(Number((await page.getByTestId('match-score').textContent())?.replace('%', ''))).toBe(score);
    await page.goBack();
    await page.getByRole('heading', { name: 'Step 2: Add Job Description' }).waitFor();
    expect(await page.getByLabel('Job description', { exact: true }).inputValue()).toBe(AD);
    await page.goForward();
    await page.getByTestId('match-score').waitFor();

    // Back to CV Review opens this CV's own report (it was uploaded here, straight into matching), and Back returns.
    await page.getByRole('button', { name: 'Back to CV Review' }).click();
    await page.getByRole('heading', { name: 'CV Review Report' }).waitFor({ timeout: 20_000 });
    await page.getByText('olivia.docx').first().waitFor();
    await page.goBack();
    await page.getByTestId('match-score').waitFor();

    await page.getByRole('button', { name: 'Improve CV for This Job' }).click();
    await page.getByRole('heading', { name: 'CV Rewrite Complete' }).waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('view=rewrite-preview');
    // The five key improvements, each marked done or not needed: nothing claimed that was not made.
    const improvements = await page.getByTestId('key-improvements').locator('li').allTextContents();
    expect(improvements).toHaveLength(5);
    for (const line of improvements) expect(line).toMatch(/: (done|not needed for your CV)$/);
    expect(await page.getByRole('tab', { name: 'Optimized Version' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('optimised-text').textContent()).toContain('KEY SKILLS');
    // What the ad asks for and the CV lacks is offered, not added; accepting one puts it in the CV and the downloads.
    const suggestion = page.getByTestId('suggestions').locator('li').first();
    await suggestion.getByText(/^If you (hold|have used|work shows) .*, add it under /).waitFor();
    const add = suggestion.getByRole('button', { name: /^Add .* to my CV$/ });
    const accepted = (await add.getAttribute('aria-label'))!.replace(/^Add (.*) to my CV$/, '$1');
    expect(await page.getByTestId('optimised-text').textContent()).not.toContain(accepted);
    await add.click();
    await suggestion.getByRole('button', { name: `Remove ${accepted} from my CV` }).waitFor();
    expect(page.url()).toMatch(/[?&]accept=0(&|$)/);
    await page.waitForFunction(
      (line) => document.querySelector('[data-testid="optimised-text"]')?.textContent?.includes(line),
      accepted,
    );
    // Undo one change: it is struck through and offered back, and the optimised text no longer has it.
    // (Not the suggestion just accepted: that one stays.)
    const changes = page.getByTestId('change-list');
    const other = changes.getByTestId('change-row').filter({ hasNotText: accepted }).first();
    const firstChange = (await other.locator('p').first().textContent()) ?? '';
    await other.getByRole('button', { name: 'Undo' }).click();
    await changes.getByRole('button', { name: 'Restore' }).first().waitFor();
    expect(firstChange.length).toBeGreaterThan(5);

    for (const [button, ext] of [
      ['Download PDF', 'pdf'],
      ['Download Word', 'docx'],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`Optimized_CV_Olivia_Nguyen_Operations_Coordinator.${ext}`);
      const path = await file.path();
      const bytes = await import('node:fs').then((fs) => fs.readFileSync(path));
      if (ext === 'pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      else {
        const text = (await mammoth.extractRawText({ buffer: bytes })).value;
        expect(text).toContain('Work Experience');
        expect(text).toContain(accepted);
      }
    }
    await page.getByText('Download successful').first().waitFor();

    // On a phone each change's text gets the full width and its button stays whole.
    await page.setViewportSize({ width: 390, height: 844 });
    const row = page.getByTestId('change-row').first();
    expect((await row.locator('p').boundingBox())!.width).toBeGreaterThan(300);
    const button = row.getByRole('button');
    expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
    expect((await button.boundingBox())!.width).toBeGreaterThan(40);

    // A different CV starts with an empty ad; the last one is offered back, not silently reused.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/?view=job-matching');
    await page
      .getByLabel('Upload a new CV')
      .setInputFiles({ name: 'second.docx', mimeType: DOCX_MIME, buffer: await buildDocx(cleanCv) });
    await page.getByRole('heading', { name: 'Step 2: Add Job Description' }).waitFor();
    expect(await page.getByLabel('Job description', { exact: true }).inputValue()).toBe('');
    await page.getByTestId('ad-set-aside').getByRole('button', { name: 'Use it again' }).click();
    expect(await page.getByLabel('Job description', { exact: true }).inputValue()).toBe(AD);
    await context.close();
  });

  it('a free user meets the gate: the tool is locked and offers the upgrade', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signUpInBrowser(page, 'Tom', 'Wilson');
    expect(await page.getByRole('button', { name: 'Match with Job (Premium Required)' }).isDisabled()).toBe(true);
    await page.getByText('Job matching is part of Premium.').waitFor();
    await context.close();
  });
});
