import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildDocx } from '../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../packages/engine/src/test-fixtures/clean-cv';
import { accessibilityProblems, DOCX_MIME, launch, newPage, signUpInBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const PUBLIC = [
  '/',
  '/about',
  '/privacy',
  '/terms',
  '/support',
  '/feedback',
  '/sign-in',
  '/sign-in?mode=signup',
  '/no-such-page',
];

/** Every page, signed in and out, with no serious or critical WCAG 2.1 AA violation (axe-core). */
describe('accessibility (axe-core)', () => {
  const check = async (page: Page, where: string) => expect(await accessibilityProblems(page), where).toEqual([]);

  it('public pages, signed out, on a desktop and a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, context } = await newPage(browser, viewport);
      for (const path of PUBLIC) {
        await page.goto(path);
        await page.getByRole('contentinfo').or(page.getByRole('heading').first()).first().waitFor();
        await check(page, `${path} at ${viewport.width}px`);
      }
      await context.close();
    }
  });

  it('signed-in pages: the hub, the upload screen, a report, the tools and the account page', async () => {
    const { page, context } = await newPage(browser);
    await signUpInBrowser(page, 'Ada', 'Lovelace');
    await page.getByRole('button', { name: 'Analyze My CV' }).waitFor();
    await check(page, 'hub');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    await page.getByRole('heading', { name: 'Upload Your Resume and Get Instant Feedback' }).waitFor();
    await check(page, 'upload screen');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'ada.docx', mimeType: DOCX_MIME, buffer: await buildDocx(cleanCv) });
    await page.getByRole('heading', { name: 'CV Review Report' }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'How accurate was this analysis?' }).waitFor();
    await check(page, 'report with the feedback prompt');
    for (const path of ['/?view=job-matching', '/?view=government-application', '/account', '/about']) {
      await page.goto(path);
      await page.getByRole('contentinfo').waitFor();
      await page.waitForLoadState('networkidle');
      await check(page, path);
    }
    await context.close();
  });
});
