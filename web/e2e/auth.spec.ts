import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, logOutInBrowser, newPage, signInWithPassword, signUpInBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('accounts in the browser', () => {
  it('signs up, greets by name, logs out, and switches account', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    const email = await signUpInBrowser(page, 'Charlotte', 'Kaur');
    await page.getByText('Welcome back, Charlotte Kaur').waitFor();
    await page.getByRole('heading', { name: /What would you like to do today, Charlotte/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Match with Job (Premium Required)' }).isDisabled()).toBe(true);

    // The session is an httpOnly cookie; nothing about the user sits in web storage.
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === '__session')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(await page.evaluate(() => Object.keys(localStorage).length + Object.keys(sessionStorage).length)).toBe(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menu').getByText(email).count()).toBe(1);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('heading', { name: 'Land Your Dream Job. Hassle-Free.' }).waitFor();

    // Sign back in with e-mail and password, then switch account.
    await page.goto('/api/login');
    await signInWithPassword(page, email, 'correct-horse-1');
    await page.getByText('Welcome back, Charlotte Kaur').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Switch Account' }).click();
    await page.waitForURL(`${BASE_URL}/sign-in?switch=1`);
    await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
    expect((await context.cookies()).some((c) => c.name === '__session')).toBe(false);
    await context.close();
  });

  it('shows nothing of the account after Log out, even through the Back button', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    const email = await signUpInBrowser(page, 'Noah', 'Fitzgerald');
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByText('Welcome back, Noah Fitzgerald').waitFor();
    const html = await page.request.get('/account');
    expect(html.headers()['cache-control']).toBe('private, no-store');
    await logOutInBrowser(page);
    await page.goBack();
    await page.waitForURL(`${BASE_URL}/account`);
    await page.getByText('Please sign in to see your account.').waitFor();
    expect(await page.getByText(email).count()).toBe(0);
    expect(await page.getByText('Noah Fitzgerald').count()).toBe(0);
    await context.close();
  });

  it('brings a person who signs in from a deep link back to it', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    const email = await signUpInBrowser(page, 'Ava', 'Nguyen');
    await logOutInBrowser(page);
    await page.goto('/account');
    await page.getByText('Please sign in to see your account.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${BASE_URL}/sign-in?next=%2Faccount`);
    await signInWithPassword(page, email, 'correct-horse-1');
    await page.waitForURL(`${BASE_URL}/account`);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByText('Welcome back, Ava Nguyen').waitFor();
    await context.close();
  });

  it('explains a wrong password in plain words', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/sign-in');
    await signInWithPassword(page, 'nobody-here@example.com.au', 'wrong-password');
    await page.getByText(/don’t match an account/).waitFor();
    await context.close();
  });

  it('resets a forgotten password by e-mail link (the Auth emulator’s out-of-band code) and signs in with the new one', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    const email = await signUpInBrowser(page, 'Mia', 'Tran');
    await logOutInBrowser(page);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The page loads on demand: the sign-in form's own Email field is there until it has.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `If an account uses ${email}, we’ve sent it a link` })
      .waitFor();

    // The e-mail the Auth emulator would have sent: its link's code, read from the emulator.
    const codes = await fetch(
      `http://${process.env.CVMATE_AUTH_HOST ?? '127.0.0.1:9199'}/emulator/v1/projects/demo-cvmate/oobCodes`,
    ).then((r) => r.json() as Promise<{ oobCodes: Array<{ email: string; requestType: string; oobCode: string }> }>);
    const code = codes.oobCodes.findLast((c) => c.email === email && c.requestType === 'PASSWORD_RESET')!.oobCode;
    await page.goto(`/auth/action?mode=resetPassword&oobCode=${code}`);
    await page.getByText(`For ${email}: at least 8 characters.`).waitFor();
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password').fill('battery-staple-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();

    // The link works once.
    await page.goto(`/auth/action?mode=resetPassword&oobCode=${code}`);
    await page.getByText(/already been used or is incomplete/).waitFor();

    await page.goto('/sign-in');
    await signInWithPassword(page, email, 'correct-horse-1');
    await page.getByText(/don’t match an account/).waitFor();
    await page.getByLabel('Password').fill('battery-staple-9');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: /What would you like to do today, Mia/ }).waitFor();
    await context.close();
  });

  it('shows the signed-in header on info pages', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await signUpInBrowser(page, 'Liam', 'Walker');
    await page.goto('/about');
    await page.getByText('Welcome back, Liam Walker').waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await context.close();
  });
});
