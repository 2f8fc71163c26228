import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildDocx, type CvSpec } from '../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../packages/engine/src/test-fixtures/clean-cv';
import { DOCX_MIME, launch, newPage, signUpInBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A CV with many problems: too short, no bullets, first person, clichés, US spelling, no phone, DOB. */
const weakCv: CvSpec = {
  top: ['Sam Taylor', 'sam.taylor@example.com.au', 'Date of birth: 02/03/1990'],
  sections: [
    { heading: 'Summary', paragraphs: ['I am a results-driven team player who is passionate about logistics.'] },
    {
      heading: 'Experience',
      paragraphs: [
        'Responsible for the warehouse team.',
        'Helped with rostering.',
        'Worked on stock counts.',
        'Organized events for staff.',
      ],
    },
  ],
};

describe('CV analysis in the browser', () => {
  it('uploads a weak .docx, shows the report in the Needs Improvement band with evidence and the upsell', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Sam', 'Taylor');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await page.getByRole('heading', { name: 'Upload Your Resume and Get Instant Feedback' }).waitFor();
    expect(await page.getByText('Drag & drop your resume here').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Choose File' }).count()).toBe(1);
    expect(await page.getByText('No photo or date of birth').count()).toBe(1);
    await page.getByText('You have 3 of 3 free analyses left today.').waitFor();

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'sam-taylor.docx', mimeType: DOCX_MIME, buffer: await buildDocx(weakCv) });
    await page.getByRole('heading', { name: 'CV Review Report' }).waitFor({ timeout: 30_000 });
    // One spelling of a word per screen: the report follows the flow's 'Analyze' and says 'Check another CV'.
    expect(await page.getByText(/\banalys(e|ed|ing)\b/i).count()).toBe(0);
    expect(await page.getByTestId('score-band').textContent()).toBe('Needs Improvement');
    const score = Number(await page.getByTestId('overall-score').textContent());
    expect(score).toBeLessThan(60);
    await page.getByText('Your CV Shows Strong Potential!').waitFor();
    for (const title of ['Formatting', 'Language & Tone', 'Clarity & Relevance']) {
      expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBeGreaterThan(0);
    }

    const spelling = page.locator('[data-code="language.us-spelling"]');
    await spelling.click();
    await page.getByText('“Organized → organised”').waitFor();
    await page.getByText('language.us-spelling', { exact: true }).waitFor();

    // Back to Options clears the report.
    await page.getByRole('button', { name: 'Back to Options' }).click();
    await page.getByRole('button', { name: 'Analyze My CV' }).waitFor();
    await context.close();
  });

  it('shows an Excellent report without the upsell for a clean Australian CV', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Olivia', 'Nguyen');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'olivia.docx', mimeType: DOCX_MIME, buffer: await buildDocx(cleanCv) });
    await page.getByRole('heading', { name: 'CV Review Report' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('score-band').textContent()).toBe('Excellent');
    expect(await page.getByTestId('sub-score-structure').textContent()).toBe('100/100');
    expect(await page.getByText('Your CV Shows Strong Potential!').count()).toBe(0);
    await context.close();
  });

  it('refuses a file that is not Word with the server’s sentence in an Upload failed toast', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Kim', 'Lee');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'fake.docx', mimeType: DOCX_MIME, buffer: Buffer.from('not really a Word file') });
    await page.getByText('Upload failed').waitFor();
    await page.getByText(/isn’t a Word document/).waitFor();
    expect(await page.getByRole('button', { name: 'Choose File' }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe('the drop zone', () => {
  it('opens the file picker when the zone itself is tapped on a phone', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signUpInBrowser(page, 'Ana', 'Silva');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await page.getByText('Tap to select your CV').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Tap to select your CV').click();
    expect((await chooser).isMultiple()).toBe(false);
    await context.close();
  });
});
