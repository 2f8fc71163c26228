import { describe, expect, it } from 'vitest';
import { readCv } from '../read/read-cv';
import { renderDocx } from '../render/render-docx';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import { rewriteCv } from './rewrite-cv';
import { docFromLines } from '../test-fixtures/doc-from-lines';

const AD = [
  'Site Coordinator. About the role: coordinate warehouse operations and rostering in Western Sydney.',
  'Essential: a current White Card; stakeholder management and inventory management; experience with SAP EWM.',
  'Desirable: a Diploma of Logistics and experience with Tableau. Apply now.',
].join('\n');

describe('suggestions the person can accept', () => {
  it('offers what the ad asks for and the CV lacks, each with where it would go, and never adds it unasked', async () => {
    const doc = await readCv(await buildDocx(cleanCv));
    const r = await rewriteCv(doc, AD, 'Site Coordinator');
    const white = r.addIfTrue.find((s) => /white card/i.test(s.line))!;
    expect(white).toMatchObject({ section: 'certifications' });
    expect(white.advice).toMatch(/^If you hold a White Card, add it under Licences and Certifications\.$/i);
    expect(r.addIfTrue.find((s) => /tableau/i.test(s.line))?.advice).toMatch(
      /^If you have used Tableau, add it under Key Skills\./,
    );
    expect(r.improvedText).not.toMatch(/white card|tableau/i);
  });

  it('names a kind of kit in small letters with its article, a product by its name', async () => {
    const doc = await readCv(await buildDocx(cleanCv));
    const ad = 'Storeperson\nEssential:\n- Reach truck\n- RF scanner\n- Xero';
    const advice = (await rewriteCv(doc, ad, 'Storeperson')).addIfTrue.map((s) => s.advice).join(' ');
    expect(advice).toMatch(/If you have used a reach truck, add it under Key Skills\./);
    expect(advice).toMatch(/If you have used an RF scanner, add it/);
    expect(advice).toMatch(/If you have used Xero,/);
  });

  it('adds an accepted suggestion under its heading, in the download too, and undo takes it out again', async () => {
    const doc = await readCv(await buildDocx(cleanCv));
    const first = await rewriteCv(doc, AD, 'Site Coordinator');
    const i = first.addIfTrue.findIndex((s) => /white card/i.test(s.line));
    const r = await rewriteCv(doc, AD, 'Site Coordinator', undefined, [], [i]);
    const licences = r.improved.sections.find((s) => s.kind === 'certifications')!;
    expect(licences.heading).toBe('Licences and Certifications');
    expect(licences.items.map((x) => x.text.toLowerCase())).toContain(first.addIfTrue[i]!.line.toLowerCase());
    const added = r.changes.findIndex((c) => c.reason === 'Added because you told us it is true for you');
    expect(added).toBeGreaterThanOrEqual(0);
    const back = await readCv(await renderDocx(r.improved, 'Site Coordinator'));
    expect(back.text.toLowerCase()).toContain('white card');
    const undone = await rewriteCv(doc, AD, 'Site Coordinator', undefined, [added], [i]);
    expect(undone.improvedText).not.toMatch(/white card/i);
  });
});

describe('suggestion wording', () => {
  it('reads as English for a licence a person holds, and offers no circumstance or adjective as a line', async () => {
    const doc = await readCv(await buildDocx(cleanCv));
    const r = await rewriteCv(
      doc,
      'Driver. Essential: own transport, work rights in Australia, a current White Card and a customer-focused attitude. Apply now.',
      'Driver',
    );
    const advice = r.addIfTrue.map((s) => s.advice).join(' ');
    expect(advice).toContain('If you hold a White Card, add it under Licences and Certifications.');
    // Transport and work rights belong in a cover letter; "If your work shows customer-focused" is no sentence.
    expect(advice).not.toMatch(/transport|work rights|customer-focused/i);
    // A plural takes no "a".
    const plural = await rewriteCv(doc, 'Physiotherapist. Desirable: Clinical Pilates qualifications.', 'Physio');
    expect(plural.addIfTrue.map((s) => s.advice).join(' ')).not.toMatch(/\ba Clinical Pilates qualifications/);
  });

  it('offers the current one of a licence the CV shows lapsed, saying so', async () => {
    const doc = docFromLines({
      top: ['Darren Walsh', 'Campbellfield VIC 3061 | 0412 587 903 | darren@example.com'],
      sections: [
        {
          heading: 'Licences',
          lines: ['MC Licence (held since 2014)', 'Dangerous Goods Drivers Licence (expired 2019)'],
        },
        {
          heading: 'Experience',
          lines: ['MC Linehaul Driver | Hume Freight | Apr 2022 – Present'],
          bullets: ['Drive a B-double on the Melbourne to Sydney run four nights a week'],
        },
      ],
    });
    const r = await rewriteCv(
      doc,
      'MC Driver\nYou will need:\n- A current Dangerous Goods licence\n- Forklift licence',
      'MC Driver',
    );
    expect(r.addIfTrue.find((x) => /dangerous goods/i.test(x.line))?.advice).toMatch(
      /^Your CV shows your dangerous goods licence as lapsed: if you have renewed it, add the current one/,
    );
    // The summary asks to add what is missing and to renew what has lapsed, each as what it is.
    expect(r.summary.overallSummary).toMatch(
      /The ad also mentions “Forklift licence”: add it only if it is true for you\. Your CV shows your dangerous goods licence as lapsed: if you have renewed it, add the current one\.$/,
    );
  });
});

describe('an award the CV names with a slip', () => {
  it('is respelt, and never offered as one to add if held', async () => {
    const doc = docFromLines({
      top: ['Kayla Morris', 'Toowoomba QLD 4350 | 0491 570 300'],
      sections: [
        {
          heading: 'Education',
          lines: ['Certificate IV in Vetinary Nursing – currently studying part time (started 2025)'],
        },
        {
          heading: 'Experience',
          lines: ['Kennel Attendant, Happy Paws Boarding, 2022 – Present'],
          bullets: ['Fed, walked and bathed up to 40 dogs a day'],
        },
      ],
    });
    const ad = 'Veterinary Nurse\nEssential:\n• Certificate IV in Veterinary Nursing\n• ezyVet experience';
    const r = await rewriteCv(doc, ad, 'Veterinary Nurse');
    expect(r.improvedText).toContain('Certificate IV in Veterinary Nursing – currently studying');
    expect(r.addIfTrue.map((x) => x.line)).not.toContain('Certificate IV in Veterinary Nursing');
    expect(r.addIfTrue.map((x) => x.line)).toContain('ezyVet');
  });
});

describe('a tool the ad names by a name of its own', () => {
  it('is offered by the ad’s name, not the vocabulary’s', async () => {
    const doc = docFromLines({
      top: ['Chloe Tan', 'Geelong VIC 3220 | 0491 570 301'],
      sections: [
        {
          heading: 'Experience',
          lines: ['HR Administrator, Kestrel Civil, 2024 – Present'],
          bullets: ['Coordinated onboarding for 20 new starters a month'],
        },
      ],
    });
    const ad = 'HR Coordinator\nEssential:\n• Experience with an HRIS such as Employment Hero\n• Onboarding';
    const r = await rewriteCv(doc, ad, 'HR Coordinator');
    expect(r.addIfTrue.map((x) => x.line)).toContain('Employment Hero');
    expect(r.summary.overallSummary).not.toMatch(/KeyPay/);
  });
});

describe('work rights asked as a choice', () => {
  it('are never offered as a licence to add ("If you hold australian citizenship or Work rights …")', async () => {
    const doc = docFromLines({
      top: ['Mai Tran', 'Bankstown NSW 2200 | 0491 570 303'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Service Desk Analyst, Harbour IT, 2022 – Present'],
          bullets: ['Resolved 35 tickets a day in Freshservice'],
        },
      ],
    });
    const ad =
      'Service Desk Analyst\nEssential:\n• Australian citizenship or permanent residency or a valid visa with work rights\n• Ticketing systems';
    const r = await rewriteCv(doc, ad, 'Service Desk Analyst');
    expect(r.addIfTrue.map((x) => x.line).join(' | ')).not.toMatch(/citizenship|work rights|residency/i);
  });
});

describe('a licence or check offered in the ad’s words', () => {
  const cvWith = (line: string) =>
    docFromLines({
      top: ['Dale Whitmore', 'Scarborough WA | 0491 571 266'],
      sections: [
        { heading: 'Licences', lines: [line] },
        {
          heading: 'Experience',
          lines: ['Security Officer, Vigilant Eagle Security, 2019 – 2025'],
          bullets: ['Patrolled a 300-store shopping centre'],
        },
      ],
    });
  it('says a licence from another state is to be got, or where the application is up to', async () => {
    const ad = 'Security Officer. Essentials: - Current WA Security Officer licence. - NDIS Worker Screening Check.';
    const r = await rewriteCv(cvWith('NSW Security Licence Class 1A 1C'), ad, 'Security Officer');
    const licence = r.addIfTrue.find((s) => /security/i.test(s.line))!;
    expect(licence.advice).toMatch(
      /from another state: if you hold the one this ad asks for \(.*Security Officer licence\)/,
    );
    expect(r.addIfTrue.find((s) => /NDIS/.test(s.line))?.advice).toMatch(
      /^If you hold an NDIS Worker Screening Check,/,
    );
    // RG146, which a bank asks, is a credential the vocabulary knows, and takes "an" as it is said.
    const bank = await rewriteCv(
      cvWith('Drivers licence'),
      'Member Service Officer. Essential: - RG146 Tier 2 in Deposit Products',
      'Member Service Officer',
    );
    expect(bank.addIfTrue.find((s) => /RG146/.test(s.line))?.advice).toMatch(/^If you hold an RG146/);
  });

  it('says a credential named by its course alone as the certificate it gives', async () => {
    const ad = 'Gaming Attendant, Launceston. Essential: Responsible Conduct of Gambling and an RSA.';
    const r = await rewriteCv(cvWith('Drivers licence'), ad, 'Gaming Attendant');
    expect(r.addIfTrue.map((s) => s.advice)).toContain(
      'If you hold a Responsible Conduct of Gambling certificate, add it under Licences and Certifications.',
    );
  });

  it('names a check as the ad names it where its name is the state’s own', async () => {
    const ad = 'Medical Receptionist, Hobart. Essential: Registration to Work with Vulnerable People.';
    const r = await rewriteCv(cvWith('Drivers licence'), ad, 'Medical Receptionist');
    expect(r.addIfTrue.map((s) => s.line)).toContain('Registration to Work with Vulnerable People');
  });
});

describe('a check the employer arranges', () => {
  it('is no suggestion, where a check the person must bring is', async () => {
    const cv = docFromLines({
      top: ['Priya Raman', 'Golden Square VIC | 0491 570 737'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Customer Service Officer, Bendigo Community Bank, 2021 – Present'],
          bullets: ['Handled teller transactions and cash for 120 customers a day'],
        },
      ],
    });
    const police = async (line: string) =>
      (await rewriteCv(cv, `Member Service Officer\nEssential:\n- Cash handling\n- ${line}`)).addIfTrue.some((s) =>
        /police/i.test(s.line),
      );
    expect(await police('National Police Check and credit check (we arrange these)')).toBe(false);
    expect(await police('A National Police Check will be required for the successful applicant.')).toBe(false);
    expect(await police('Current National Police Check (issued within 6 months)')).toBe(true);
  });
});
