import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildDocx } from '../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../packages/engine/src/test-fixtures/clean-cv';
import { backdateAnalysis, uidByEmail } from '../../functions/src/test-support/firestore';
import { DOCX_MIME, launch, newPage, signUpInBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/**
 * Picks `stars` in the rating group whose question matches `question`. The star's radio is visually hidden, so a
 * click at its coordinates can land on whatever is drawn there (once, the form's own header, which closed it); the
 * click is sent to the radio itself.
 */
const rate = (page: Page, question: RegExp, stars: number) =>
  page
    .getByRole('group', { name: question })
    .getByRole('radio', { name: `${stars} Star${stars > 1 ? 's' : ''}`, exact: true })
    .dispatchEvent('click');

describe('feedback on a CV analysis in the browser', () => {
  it('prompts after a first analysis, takes accuracy and usefulness feedback, and later an application outcome', async () => {
    const { page, context } = await newPage(browser);
    const email = await signUpInBrowser(page, 'Priya', 'Raman');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    const analysed = page.waitForResponse((r) => r.url().endsWith('/api/cv/analyze'));
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'priya-raman.docx', mimeType: DOCX_MIME, buffer: await buildDocx(cleanCv) });
    const { cvAnalysisId } = (await (await analysed).json()) as { cvAnalysisId: string };
    await page.getByRole('heading', { name: 'CV Review Report' }).waitFor({ timeout: 30_000 });

    // The first analysis is asked about soon after (immediate timing: 2 s).
    const prompt = page.getByRole('region', { name: 'How accurate was this analysis?' });
    await prompt.waitFor();
    expect(await prompt.getByText(/30 seconds/).count()).toBe(1);
    await prompt.getByRole('button', { name: 'Give Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'How accurate was your CV analysis?' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please provide ratings for AI accuracy and score accuracy.').waitFor();
    await rate(page, /overall/, 4);
    await rate(page, /score reflect/, 3);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Your industry').click();
    await page.getByRole('option', { name: 'Technology' }).click();
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByRole('dialog', { name: 'Thank you for your feedback!' }).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await prompt.waitFor({ state: 'detached' });

    // The usefulness form: rating required, 'Other' follows its text, a live counter, then thanks.
    // The accuracy answer refreshes the page's data; let that land before filling the next form, or it resets it.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Was this analysis useful?' }).click();
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await rate(page, /How useful/, 5);
    await page.getByLabel('Other (please say what)').fill('The quoted evidence');
    expect(await page.getByRole('checkbox', { name: 'Other' }).isChecked()).toBe(true);
    await page.getByLabel('Comments (optional)').fill('Clear and quick');
    await page.getByText('15/250').waitFor();
    await submit.click();
    await page
      .getByRole('alert')
      .or(page.getByText('Your feedback helps us improve the product for you.'))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Was this analysis useful?' }).waitFor({ state: 'detached' });

    // Two weeks later the analysis awaits its outcome on the home page.
    await backdateAnalysis(await uidByEmail(email), cvAnalysisId, 15);
    await page.goto('/');
    const followUp = page.getByRole('region', { name: 'How did your applications go?' });
    await followUp.getByText('priya-raman.docx').waitFor();
    await followUp.getByText('Analysed 15 days ago').waitFor();
    await followUp.getByRole('button', { name: /Update Application Outcome/ }).click();
    const outcome = page.getByRole('dialog', { name: 'Update Application Outcome' });
    expect(await outcome.getByRole('button', { name: 'Update Outcome' }).isDisabled()).toBe(true);
    await outcome.getByLabel(/Outcome for/).click();
    await page.getByRole('option', { name: 'Interviewed' }).click();
    await outcome.getByRole('button', { name: 'Update Outcome' }).click();
    await page.getByText('Thank you for the update!').waitFor();
    await followUp.waitFor({ state: 'detached' });
    await context.close();
  });
});
