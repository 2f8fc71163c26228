import { describe, expect, it } from 'vitest';
import { fieldMessages } from './api-error';
import { generalFeedbackSchema, supportRequestSchema } from './support';

describe('supportRequestSchema', () => {
  it('gives the spec wording for every field', () => {
    const r = supportRequestSchema.safeParse({ name: '', email: 'nope', subject: '', message: 'short' });
    expect(r.success).toBe(false);
    expect(fieldMessages(r.error!)).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
    });
  });
  it('accepts a valid request', () => {
    const ok = { name: 'Jo', email: 'jo@example.com.au', subject: 'Billing', message: 'My card was charged twice.' };
    expect(supportRequestSchema.parse(ok)).toEqual(ok);
  });
  it('caps the message length', () => {
    const r = supportRequestSchema.safeParse({
      name: 'Jo',
      email: 'jo@x.au',
      subject: 'Other',
      message: 'x'.repeat(5001),
    });
    expect(r.success).toBe(false);
  });
});

describe('generalFeedbackSchema', () => {
  it('accepts an empty optional e-mail', () => {
    expect(
      generalFeedbackSchema.safeParse({
        name: '',
        email: '',
        feedbackType: 'Bug Report',
        message: 'The button is grey.',
      }).success,
    ).toBe(true);
  });
  it('rejects a malformed e-mail and a short message with the spec wording', () => {
    const r = generalFeedbackSchema.safeParse({ email: 'bad', feedbackType: 'x', message: 'hi' });
    expect(fieldMessages(r.error!)).toEqual({
      email: 'Valid email required',
      feedbackType: 'Please select a feedback type',
      message: 'Feedback message must be at least 10 characters',
    });
  });
});
