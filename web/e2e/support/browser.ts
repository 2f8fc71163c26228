/**
 * Chromium driven by playwright-core, against the local stack started by scripts/test-stack.mjs, which also finds
 * the browser (scripts/find-browser.mjs) and passes it in CHROMIUM_PATH.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

export const BASE_URL = process.env.CVMATE_URL ?? 'http://localhost:5100';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
  });
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, locale: 'en-AU' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now()}-${counter++}@example.com.au`;

/** Signs up through the real sign-in page (Auth emulator) and waits for the hub. */
export async function signUpInBrowser(page: Page, first: string, last: string, email = uniqueEmail()) {
  await page.goto('/api/login?mode=signup');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  return email;
}

/** Checkout opens in a new tab, or in this one if the browser blocks the tab: follow whichever happened. */
export async function startCheckout(page: Page, context: BrowserContext): Promise<Page> {
  const popup = context.waitForEvent('page', { timeout: 15_000 }).catch(() => null);
  const sameTab = page
    .waitForURL(/\/checkout\/cs_test_/, { timeout: 15_000 })
    .then(() => page)
    .catch(() => null);
  await page.getByRole('button', { name: 'Start Premium Subscription' }).click();
  const checkout = (await Promise.race([popup, sameTab])) ?? (await sameTab) ?? (await popup);
  if (!checkout) throw new Error('Checkout did not open');
  await checkout.getByText('Test payment — no real card').first().waitFor();
  return checkout;
}

/** A new account made premium through the stand-in checkout; returns the page the app continues in. */
export async function premiumInBrowser(
  page: Page,
  context: BrowserContext,
  first: string,
  last: string,
): Promise<Page> {
  await signUpInBrowser(page, first, last);
  await page.getByRole('button', { name: 'Upgrade to Premium' }).first().click();
  const checkout = await startCheckout(page, context);
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await checkout.getByRole('link', { name: 'Start Using Premium Features' }).click({ timeout: 30_000 });
  await checkout.waitForURL(`${BASE_URL}/`);
  await checkout.getByTestId('premium-banner').waitFor();
  return checkout;
}

/** Serious and critical accessibility violations on the page, by axe-core (WCAG 2 A/AA rules), as readable lines. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated through DevTools, not a <script>: the page's Content-Security-Policy stays as production has it.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 160)).join(', ')})`);
}
interface AxeResults {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ html: string }> }>;
}

/** Logs out through the account menu, as a person does, and waits for the landing page. */
export async function logOutInBrowser(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(`${BASE_URL}/`);
}

/** Signs in on the sign-in page with an e-mail and password, as a person does (the page must be showing). */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
