import { describe, expect, it } from 'vitest';
import { employerQuestions } from './employer-questions';

describe('the questions an ad asks every applicant', () => {
  it('reads a board’s application questions, bulleted or not, and no heading of a Q&A ad', () => {
    const ad = [
      'Who are we?',
      'What will you do?',
      'Application question(s):',
      '- How many years of post-trade light vehicle experience do you have?',
      '- Do you have your own hand tools?',
      '• Which of the following statements best describes your right to work in Australia?',
      'Surf before work anyone?',
      'Do you have your own hand tools?',
    ].join('\n');
    expect(employerQuestions(ad)).toEqual([
      'How many years of post-trade light vehicle experience do you have?',
      'Do you have your own hand tools?',
      'Which of the following statements best describes your right to work in Australia?',
    ]);
  });

  it('reads no question a reader asks in a social post’s comments', () => {
    const ad = [
      'Café Hand wanted! Do you have your RSA? Send us a message.',
      'Like   Comment   Share',
      'Sam Ruiz',
      'Do you take people without a barista course?',
      'Like · Reply · 2d',
    ].join('\n');
    expect(employerQuestions(ad)).toEqual([]);
  });
});
