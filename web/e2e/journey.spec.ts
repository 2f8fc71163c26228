import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PRIVACY_DETAIL } from '@cvmate/contract';
import { buildDocx } from '../../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../../packages/engine/src/test-fixtures/clean-cv';
import { DOCX_MIME, BASE_URL, launch, newPage, signUpInBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A refused upload, which shows an 'Upload failed' toast. */
async function failUpload(page: Page) {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.docx', mimeType: DOCX_MIME, buffer: Buffer.from('not really a Word file') });
  const toast = page.locator('.notistack-SnackbarContainer').getByText('Upload failed');
  await toast.waitFor();
  return toast;
}

/** A locator's box once two reads 100 ms apart agree (a toast slides in before it rests). */
async function steadyBox(locator: Locator) {
  let box = await locator.boundingBox();
  for (let i = 0; i < 30; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await locator.boundingBox();
    if (box && next && next.x === box.x && next.y === box.y) return next;
    box = next;
  }
  throw new Error('The toast never came to rest');
}

describe('a signed-in journey that holds together', () => {
  it('keeps signed-in people away from the sign-in page, and Back after sign-up does not return to it', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Ravi', 'Kumar');
    // The sign-in page replaced itself with the home page, so Back goes to the blank page the tab started on.
    void page.goBack().catch(() => null);
    await page.waitForURL('about:blank');
    // A signed-in person sent to sign-up lands on their home page instead (a new tab in the same browser: this
    // tab's history navigation may still be settling).
    const tab = await context.newPage();
    await tab.goto('/api/login?mode=signup');
    await tab.waitForURL(`${BASE_URL}/`);
    await tab.getByText('What would you like to do today, Ravi?').waitFor();
    await context.close();
  });

  it('puts toasts at the top on a phone and dismisses them by button, Escape and a swipe to the right', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signUpInBrowser(page, 'Lena', 'Park');
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    let toast = await failUpload(page);
    expect((await toast.boundingBox())!.y).toBeLessThan(200);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.waitFor({ state: 'detached' });

    toast = await failUpload(page);
    await page.keyboard.press('Escape');
    await toast.waitFor({ state: 'detached' });

    toast = await failUpload(page);
    // Where the toast rests once it has slid in: a swipe that starts mid-slide, on a busy machine, starts beside it.
    const box = await steadyBox(toast);
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 75, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('confirms an account deletion in words and signs the person out; a signed-out payment page asks to sign in', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Leo', 'Marsh');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Type DELETE').fill('DELETE');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('status').filter({ hasText: 'Your account has been deleted' }).waitFor();
    await page.getByRole('heading', { name: 'Land Your Dream Job. Hassle-Free.' }).waitFor();
    expect((await context.cookies()).some((c) => c.name === '__session')).toBe(false);

    await page.goto('/premium/success?session_id=cs_test_paid_elsewhere');
    await page.getByRole('heading', { name: 'Sign in to confirm your payment' }).waitFor();
    expect(await page.getByText('We haven’t confirmed a payment').count()).toBe(0);
    await context.close();
  });

  it('says 10/10 stored before a file is chosen, with the way to make room', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signUpInBrowser(page, 'Isla', 'Morgan');
    const bytes = await buildDocx(cleanCv);
    for (let i = 1; i <= 10; i++) {
      const res = await page.request.post('/api/cv/upload', {
        headers: { Origin: BASE_URL },
        multipart: { file: { name: `cv-${i}.docx`, mimeType: DOCX_MIME, buffer: bytes } },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto('/?view=cv-analysis');
    await page.getByTestId('cv-limit').getByText('10/10 CVs stored: delete one to add another.').waitFor();
    expect(await page.getByRole('button', { name: 'Select CV' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Manage stored CVs' }).click();
    await page.waitForURL(`${BASE_URL}/account`);
    await page.getByText('10/10 CVs stored').waitFor();
    await context.close();
  });

  it('says one true thing about retention everywhere, and asks before deleting a stored CV', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Ivy', 'Tran');
    expect(await page.locator('footer').textContent()).toContain(PRIVACY_DETAIL);
    await page.getByRole('button', { name: 'Analyze My CV' }).click();
    expect(await page.locator('aside').textContent()).toContain(PRIVACY_DETAIL);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'ivy.docx', mimeType: DOCX_MIME, buffer: await buildDocx(cleanCv) });
    await page.getByRole('heading', { name: 'CV Review Report' }).waitFor({ timeout: 30_000 });

    // The report has its own URL: reload shows it again (from the server), Back returns to the upload screen and
    // then to the options, Forward comes back to the report; the app is never left.
    expect(page.url()).toMatch(/\?view=cv-results&cv=[A-Za-z0-9]+$/);
    const score = await page.getByTestId('overall-score').textContent();
    await page.reload();
    await page.getByRole('heading', { name: 'CV Review Report' }).waitFor();
    expect(await page.getByTestId('overall-score').textContent()).toBe(score);
    await page.goBack();
    await page.getByRole('heading', { name: 'Upload Your Resume and Get Instant Feedback' }).waitFor();
    await page.goBack();
    await page.getByText('What would you like to do today, Ivy?').waitFor();
    await page.goForward();
    await page.goForward();
    await page.getByRole('heading', { name: 'CV Review Report' }).waitFor();

    await page.goto('/account');
    expect(await page.getByText(PRIVACY_DETAIL).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete ivy.docx' }).click();
    await page.getByRole('heading', { name: 'Delete this CV?' }).waitFor();
    await page.getByRole('button', { name: 'Keep it' }).click();
    expect(await page.getByText('ivy.docx').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete ivy.docx' }).click();
    await page.getByRole('button', { name: 'Delete CV' }).click();
    await page.getByText('You have no stored CVs.').waitFor();
    await context.close();
  });
});
