import { describe, expect, it } from 'vitest';
import { docFromLines } from '../../test-fixtures/doc-from-lines';
import { misspeltWords } from './misspelt';

const cv = (heading: string, bullets: string[]) =>
  docFromLines({
    top: ['Marco Benedetti', 'Fremantle WA 6160 | 0431 552 780 | marco@example.com'],
    sections: [{ heading, lines: ['Sous Chef – Bathers Beach Kitchen | Apr 2020 – Present'], bullets }],
  });

describe('misspelt words', () => {
  it('names each slip with its correction, in the word’s own case, headings included', async () => {
    const [f] = await misspeltWords(
      cv('EXPIRIENCE', [
        'Recieved a Good Food Guide hat as part of the Banqueting Departament.',
        'Took on responsibilties for rostering and supplier managment.',
      ]),
    );
    expect(f?.code).toBe('language.misspelt');
    expect(f?.message).toMatch(/“EXPIRIENCE”, “Recieved”, “Departament”, “responsibilties”, “managment”/);
    expect(f?.evidence).toEqual(['EXPIRIENCE → EXPERIENCE', 'Recieved → Received', 'Departament → Department']);
  });

  it('leaves alone names, places, technologies, jargon and US spellings', async () => {
    const clean = cv('Experience', [
      'Migrated the frontend and backend to Kubernetes, Salesforce and Xero for Harrop & Nguyen.',
      'Ran onboarding, rostering, timesheets and stocktake for Centrelink and Bunnings contracts in Wollongong.',
      'Organized telehealth upskilling for Woolworths precepted graduates; see www.example.com.au/careers.',
      // A product or a code with a digit in it.
      'Booked jobs in ServiceM8 and renewed HLTAID011 first aid.',
    ]);
    expect(await misspeltWords(clean)).toEqual([]);
  });

  it('puts a "-ys" plural right as "-ies", and leaves one who does a known verb ("certifier")', async () => {
    const [f] = await misspeltWords(
      cv('Experience', ['Unpacked deliverys and booked the OC process with the certifier, a good communicater.']),
    );
    expect(f?.evidence).toEqual(['deliverys → deliveries', 'communicater → communicator']);
  });
});

describe('slips a hurried CV makes', () => {
  it('puts right a last letter typed twice, a possessive without its apostrophe and a day in small letters', async () => {
    const [f] = await misspeltWords(
      cv('Experience', ['Made clients feel beautifull; cut womens hair and worked every saturday.']),
    );
    expect(f?.evidence).toEqual(['beautifull → beautiful', 'womens → women’s', 'saturday → Saturday']);
  });
});
