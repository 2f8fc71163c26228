import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './support/browser';
import { testDb } from '../../functions/src/test-support/firestore';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('support form', () => {
  it('validates on submit, re-validates on change, and stores the message', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/support');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const msg of [
      'Name is required',
      'Valid email is required',
      'Please select a subject',
      'Message must be at least 10 characters',
    ]) {
      await page.getByText(msg).waitFor();
    }
    await page.getByLabel('Name').fill('Jo Citizen');
    await page.getByText('Name is required').waitFor({ state: 'detached' });
    const email = `support-${randomUUID()}@example.com.au`;
    await page.getByLabel('Email').fill(email);
    await chooseOption(page, 'Subject', 'Billing');
    await page.getByLabel('Message').fill('I was charged twice this month.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('✅ Support message sent').waitFor();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await page.getByText("Thanks for contacting us. We'll get back to you shortly.").waitFor();
    const stored = await testDb().collection('supportRequests').where('email', '==', email).get();
    expect(stored.docs[0]?.data()).toMatchObject({ name: 'Jo Citizen', subject: 'Billing' });

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await context.close();
  });

  it('shows the server’s error text and keeps the form when sending fails', async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/api/support', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Mail service is down' }),
      }),
    );
    await page.goto('/support');
    await page.getByLabel('Name').fill('Jo');
    await page.getByLabel('Email').fill('jo@example.com.au');
    await chooseOption(page, 'Subject', 'Other');
    await page.getByLabel('Message').fill('Something is not working.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('❌ Error sending message').waitFor();
    await page.getByText('Mail service is down').waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe('Something is not working.');
    await context.close();
  });

  it('falls back to the status when the failure has no text', async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/api/support', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/support');
    await page.getByLabel('Name').fill('Jo');
    await page.getByLabel('Email').fill('jo@example.com.au');
    await chooseOption(page, 'Subject', 'General');
    await page.getByLabel('Message').fill('Something is not working.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Support request failed (502)').waitFor();
    await context.close();
  });
});

describe('feedback form', () => {
  it('validates, sends, thanks, and offers to send more', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/feedback');
    await page.getByRole('heading', { name: 'Share Your Feedback' }).waitFor();
    await page.getByLabel('Email (optional)').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByText('Valid email required').waitFor();
    await page.getByText('Please select a feedback type').waitFor();
    await page.getByText('Feedback message must be at least 10 characters').waitFor();
    await page.getByLabel('Email (optional)').fill('');
    await chooseOption(page, 'Feedback Type', 'Feature Request');
    const message = `Cover letters please ${randomUUID()}`;
    await page.getByLabel('Feedback Message').fill(message);
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByText('Feedback sent').waitFor();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const stored = await testDb().collection('generalFeedback').where('message', '==', message).get();
    expect(stored.size).toBe(1);
    await page.getByRole('button', { name: 'Send More Feedback' }).click();
    await page.getByRole('button', { name: 'Send Feedback' }).waitFor();
    await context.close();
  });
});
