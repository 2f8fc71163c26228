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

    await page.getByRole('button', { name: 'Upgrade to Premium' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Most Popular').waitFor();
    await dialog.getByText('$12.99/month').waitFor();
    const checkout = await startCheckout(page, context);
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.waitForURL(/\/premium\/success\?session_id=cs_test_/);
    await checkout.getByRole('heading', { name: 'Welcome to Premium!' }).waitFor({ timeout: 20_000 });
    await checkout.getByText('Payment Successful!').waitFor();
    await checkout.getByRole('link', { name: 'Start Using Premium Features' }).click();
    await checkout.waitForURL(`${BASE_URL}/`);
    await checkout.getByTestId('premium-banner').waitFor();
    expect(await checkout.getByTestId('premium-banner').textContent()).toMatch(/30 days remaining/);
    expect(await checkout.getByRole('button', { name: 'Match with Job', exact: true }).isEnabled()).toBe(true);

    // Cancel through the billing portal, reached from the account page.
    await checkout.getByRole('button', { name: 'Account menu' }).click();
    await checkout.getByRole('menuitem', { name: 'Account', exact: true }).click();
    await checkout.getByRole('button', { name: 'Manage subscription' }).click();
    await checkout.getByText('Test billing portal — no real card').waitFor();
    await checkout.getByRole('button', { name: 'Cancel subscription' }).click();
    await checkout.getByText('cancels at the end of this period').waitFor();
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
