import { describe, expect, it } from 'vitest';
import { OBJECTIVE_TEXT } from '../objective';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { locationAndLinkedIn } from './profile';

describe('an objective in a summary', () => {
  it.each([
    'Seeking a receptionist role in a busy practice.',
    'Seeking a Clinical Nurse Educator or Nurse Unit Manager pathway role.',
    'Looking for an opportunity to grow my career.',
    'I am looking for full time work as a groundsperson or gardener.',
    'Seeking casual employment in hospitality.',
    'Qualified chef with 6 years in hotels. Looking to join a larger kitchen to broaden my pastry skills.',
    'Keen to join a council parks team.',
    'I want to work for a bakery where I can grow my career.',
    // Whatever is sought, however spelt.
    'I am looking for a oppurtunity in retail where I can utilise my skills.',
    "I'm seeking a change of direction after ten years in logistics.",
  ])('is read in %j', (text) => expect(OBJECTIVE_TEXT.test(text)).toBe(true));

  it.each([
    'Experienced in triage and in leading small nursing teams on busy shifts.',
    'Seeking feedback weekly.',
    'Always looking for ways to make work safer on site.',
    'Trained apprentices who were looking to move into leading hand roles.',
  ])('is not read in %j', (text) => expect(OBJECTIVE_TEXT.test(text)).toBe(false));
});

describe('where the person is based', () => {
  it('says the suburb and state show where the person is based, never that they are local to a job it has not read', async () => {
    const doc = docFromLines({
      top: ['Mei-Lin Carraway', 'Belconnen ACT 2617 | 0491 570 313'],
      sections: [{ heading: 'Experience', bullets: ['Drafted 45 ministerial briefs'] }],
    });
    const found = (await locationAndLinkedIn(doc)).find((f) => f.code === 'contact.location');
    expect(found?.message).toMatch(/where you are based/);
    expect(found?.message).not.toMatch(/local/);
  });
});
