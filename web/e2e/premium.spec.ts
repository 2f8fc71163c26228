import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, newPage, signUpInBrowser, startCheckout } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('premium subscription in the browser', () => {
  it('upgrades a free user through the stand-in checkout, verifies, shows the banner and unlocks Job Matching; cancels in the portal', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Priya', 'Sharma');
    expect(await page.getByRole('button', { name: 'Match with Job (Premium Required)' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('premium-banner').count()).toBe(0);

    // A second tab, open before paying: it must keep up without a reload.
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('heading', { name: /What would you like to do today, Priya/ }).waitFor();
    expect(await other.getByTestId('premium-banner').count()).toBe(0);

    await page.getByRole('button', { name: 'Upgrade to Premium' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Most Popular').waitFor();
    await dialog.getByText('$12.99/month').waitFor();
    const checkout = await startCheckout(page, context);
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.waitForURL(/\/premium\/success\?session_id=cs_test_/);
    await checkout.getByRole('heading', { name: 'Welcome to Premium!' }).waitFor({ timeout: 20_000 });
    await checkout.getByText('Payment Successful!').waitFor();
    await other.getByTestId('premium-banner').waitFor();
    expect(await other.getByRole('status').filter({ hasText: '30 days remaining' }).count()).toBe(1);
    await checkout.getByRole('link', { name: 'Start Using Premium Features' }).click();
    await checkout.waitForURL(`${BASE_URL}/`);
    await checkout.getByTestId('premium-banner').waitFor();
    expect(await checkout.getByTestId('premium-banner').textContent()).toMatch(/30 days remaining/);
    expect(await checkout.getByRole('button', { name: 'Match with Job', exact: true }).isEnabled()).toBe(true);

    // A subscriber who finds another way to the upgrade offer is sent to manage Premium, never to a second checkout.
    await checkout.goto('/premium/cancel');
    await checkout.getByRole('button', { name: 'Try Premium Again' }).click();
    await checkout.getByTestId('already-premium').waitFor();
    expect(await checkout.getByRole('button', { name: 'Start Premium Subscription' }).count()).toBe(0);
    await checkout.keyboard.press('Escape');
    await checkout.goto('/');

    // Cancel through the billing portal, reached from the account page.
    await checkout.getByRole('button', { name: 'Account menu' }).click();
    await checkout.getByRole('menuitem', { name: 'Account', exact: true }).click();
    await checkout.getByRole('button', { name: 'Manage subscription' }).click();
    await checkout.getByText('Test billing portal — no real card').waitFor();
    await checkout.getByRole('button', { name: 'Cancel subscription' }).click();
    await checkout.getByText('cancels at the end of this period').waitFor();
    // Back in CVMate, every open tab says when Premium ends.
    await checkout.getByRole('link', { name: 'Return to CVMate' }).click();
    await checkout.waitForURL(`${BASE_URL}/account`);
    await other
      .getByTestId('premium-banner')
      .filter({ hasText: /Premium until [A-Z][a-z]{2} \d{1,2}, \d{4} · it won’t renew/ })
      .waitFor();
    await context.close();
  });

  it('never tells a free user their payment succeeded, and says plainly when confirmation is slow', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signUpInBrowser(page, 'Ana', 'Silva');
    await page.clock.install();
    await page.goto('/premium/success?session_id=cs_test_never_paid');
    await page.getByRole('heading', { name: 'Verifying Your Payment' }).waitFor();
    await page.clock.runFor(65_000);
    await page.getByTestId('verification-slow').waitFor();
    expect(await page.getByTestId('verification-slow').textContent()).toMatch(/won’t be charged twice/);
    expect(await page.getByText('Premium Active').count()).toBe(0);
    expect(await page.getByText('Welcome to Premium!').count()).toBe(0);
    // Nothing to manage for someone who never subscribed.
    await page.goto('/account');
    await page.getByText('You are on the free plan.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Manage subscription' }).count()).toBe(0);
    await context.close();
  });

  it('shows the cancel page when the user cancels at checkout', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Tom', 'Wilson');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).first().click();
    const checkout = await startCheckout(page, context);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitForURL(`${BASE_URL}/premium/cancel`);
    await checkout.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await checkout
      .getByText('Your subscription payment was cancelled. No charges were made to your account.')
      .waitFor();
    expect(await checkout.getByRole('button', { name: 'Try Premium Again' }).count()).toBe(1);
    await context.close();
  });
});
