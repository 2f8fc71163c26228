import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, newPage, signUpInBrowser } from './support/browser';

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
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Welcome back, Charlotte Kaur').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Switch Account' }).click();
    await page.waitForURL(`${BASE_URL}/sign-in?switch=1`);
    await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
    expect((await context.cookies()).some((c) => c.name === '__session')).toBe(false);
    await context.close();
  });

  it('explains a wrong password in plain words', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('nobody-here@example.com.au');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(/don’t match an account/).waitFor();
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
