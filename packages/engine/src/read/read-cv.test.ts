import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../test-fixtures/build-cv';
import { cleanCv } from '../test-fixtures/clean-cv';
import * as hostile from '../test-fixtures/hostile-files';
import { headingKind } from './classify';
import { readCv } from './read-cv';
import { contactDetails } from '../analyse/checks/contact';
import { ReadError } from './read-error';

/** The sections of the clean CV fixture, in order (its .docx and its .doc alike). */
const CLEAN_CV_SECTIONS = [
  'contact',
  'summary',
  'experience',
  'experience',
  'education',
  'skills',
  'certifications',
  'referees',
];

async function rejection(bytes: Uint8Array) {
  const e = await readCv(bytes).then(
    () => null,
    (err) => err,
  );
  expect(e).toBeInstanceOf(ReadError);
  return e as ReadError;
}

const docXml = (body: string) =>
  `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

describe('readCv on generated CVs', () => {
  it('finds sections, bullets and Australian contact details', async () => {
    const doc = await readCv(await buildDocx(cleanCv));
    expect(doc.sections.map((s) => s.kind)).toEqual(CLEAN_CV_SECTIONS);
    expect(doc.facts).toMatchObject({
      email: 'olivia.nguyen@example.com.au',
      phone: '0412 345 678',
      location: 'Parramatta NSW 2150',
      linkedIn: 'linkedin.com/in/olivia-nguyen',
      tables: 0,
      hasPhoto: false,
    });
    expect(doc.paragraphs.find((p) => p.text.startsWith('Led a team'))).toMatchObject({
      isBullet: true,
      section: 'experience',
    });
    expect(doc.text).toContain('• Led a team of 12');
  });

  it('reads a heading that joins two names of one kind ("~ Checks & Certificates ~") as that kind', async () => {
    const spec = structuredClone(cleanCv);
    spec.sections.find((x) => x.heading === 'Licences')!.heading = '~ Checks & Certificates ~';
    const doc = await readCv(await buildDocx(spec));
    expect(doc.sections.map((x) => x.kind)).toEqual(CLEAN_CV_SECTIONS);
    // Of two kinds, the one that is not "other": memberships are "other", training is education.
    expect(headingKind('Professional Membership & Training')).toBe('education');
    expect(headingKind('Skills & Hobbies')).toBe('skills');
  });

  it('reads headings in a person’s own words', () => {
    const kinds = {
      'Jobs I Have Done': 'experience',
      'Places I’ve Worked': 'experience',
      'Things I’m good at': 'skills',
      'What I Can Do': 'skills',
      'A Little Bit About Me': 'summary',
      'Qualifications + Courses': 'education',
      'Outside of Work': 'other',
      // A slip away from a heading we know.
      'Personel Details': 'other',
      Strenghts: 'skills',
    };
    for (const [heading, kind] of Object.entries(kinds)) expect(headingKind(heading), heading).toBe(kind);
    // A role title a slip away from no heading stays a title.
    for (const title of ['Retail Assistant', 'Site Engineer', 'Store Manager']) expect(headingKind(title)).toBeNull();
  });

  it('reads the short headings a summary goes under, and a clearance as a certification', () => {
    for (const heading of ['About', 'ABOUT ME', 'Introduction', 'Career Overview'])
      expect(headingKind(heading), heading).toBe('summary');
    expect(headingKind('Security clearance')).toBe('certifications');
  });

  it('reads achievements set apart from the roles as a section of their own', () => {
    for (const heading of ['Career Highlights', 'HIGHLIGHTS', 'Key Accomplishments', 'Career Achievements'])
      expect(headingKind(heading), heading).toBe('other');
  });

  it('reads contact details from the page header and flags them as header-only', async () => {
    const doc = await readCv(
      await buildDocx({ ...cleanCv, top: ['Olivia Nguyen'], header: ['0412 345 678 | olivia@example.com.au'] }),
    );
    expect(doc.facts.email).toBe('olivia@example.com.au');
    expect(doc.facts.headerOnlyContact).toEqual(['email', 'phone']);
    expect(doc.paragraphs.find((p) => p.text.includes('0412'))?.source).toBe('header');
  });

  it('reads no page number from a header: "Page of" where Word’s fields hold the numbers, "Page 2 of 3"', async () => {
    const doc = await readCv(
      await buildDocx({ ...cleanCv, header: ['olivia@example.com.au Page', 'Page of', 'Page 2 of 3', 'Resume of'] }),
    );
    const header = doc.paragraphs.filter((p) => p.source === 'header').map((p) => p.text);
    expect(header).toEqual(['olivia@example.com.au', 'Resume of']);
  });

  it('reads text boxes and tables, and sees a headshot in the header', async () => {
    const doc = await readCv(
      await buildDocx({
        ...cleanCv,
        textBox: ['Boxed achievement: won the 2023 award'],
        table: [['Excel', 'Advanced']],
        photo: 'header',
      }),
    );
    expect(doc.paragraphs.find((p) => p.text.includes('Boxed achievement'))?.source).toBe('textbox');
    expect(doc.facts).toMatchObject({ tables: 1, textBoxes: 1, hasPhoto: true, images: 1 });
  });

  it('reads a table’s header row as the names of its columns, no section heading', async () => {
    const doc = await readCv(
      await buildDocx({
        ...cleanCv,
        table: [
          ['Ticket', 'Details', 'Issued', 'Expiry / status'],
          ['Forklift', 'LF high risk work licence', '1999', 'Current'],
        ],
      }),
    );
    expect(doc.paragraphs.find((p) => p.text === 'Ticket')?.isHeading).toBe(false);
    expect(doc.sections.map((s) => s.heading)).not.toContain('Ticket');
  });

  it('reads a role laid out as a table row with its dates under its title, not after its duties', async () => {
    const doc = await readCv(
      await buildDocx({
        ...cleanCv,
        table: [
          [
            'Leading Hand\nSuttor River Mining, Moranbah QLD\nLead a crew of 6 mechanics\nRun pre-starts',
            '2018 – present',
          ],
          ['Field Technician\nPioneer Valley Earthmoving, Paget QLD\nWarranty repairs', '2014 – 2018'],
        ],
      }),
    );
    const texts = doc.paragraphs.map((p) => p.text);
    const at = texts.indexOf('Leading Hand');
    expect(texts.slice(at, at + 6)).toEqual([
      'Leading Hand',
      '2018 – present',
      'Suttor River Mining, Moranbah QLD',
      'Lead a crew of 6 mechanics',
      'Run pre-starts',
      'Field Technician',
    ]);
    expect(texts[at + 6]).toBe('2014 – 2018');
  });

  it('keeps only the chosen branch of mc:AlternateContent and skips deleted text and field codes', async () => {
    const xml = docXml(
      '<w:p><w:r><w:t>Kept </w:t></w:r><w:del><w:r><w:delText>Deleted</w:delText></w:r></w:del><w:r><w:instrText>HYPERLINK x</w:instrText></w:r>' +
        '<mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice><w:r><w:t>once</w:t></w:r></mc:Choice><mc:Fallback><w:r><w:t>twice</w:t></w:r></mc:Fallback></mc:AlternateContent></w:p>',
    );
    const doc = await readCv(zipSync({ 'word/document.xml': strToU8(xml) }));
    expect(doc.text).toBe('Kept once');
  });
});

describe('readCv refuses bad files with one clear sentence', () => {
  it('an empty file', async () => expect((await rejection(new Uint8Array())).kind).toBe('empty'));
  it('a document with no text', async () => expect((await rejection(hostile.textlessDocx())).kind).toBe('empty'));
  it('a picture renamed to .docx', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'base64',
    );
    const e = await rejection(png);
    expect(e.kind).toBe('not_word');
    expect(e.message).toBe(
      'This file isn’t a Word document, even though its name says it is. Please upload a .doc or .docx file saved from Word.',
    );
  });
  it('a zip that is not a Word file', async () =>
    expect((await rejection(zipSync({ 'hello.txt': strToU8('hi') }))).kind).toBe('not_word'));
  it('a truncated .docx', async () => {
    const full = await buildDocx(cleanCv);
    expect((await rejection(full.subarray(0, full.length - 200))).kind).toBe('corrupt');
  });
  it('a .doc whose OLE header is damaged', async () => {
    expect((await rejection(hostile.badHeaderDoc())).kind).toBe('corrupt');
  });
  // word-extractor trusted both and allocated gigabytes; refused by the header and chain check before it runs.
  it('a .doc whose header claims a million table sectors in a file of a few KB', async () => {
    const e = await rejection(hostile.fatCountBombDoc());
    expect([e.kind, e.detail]).toEqual(['corrupt', 'OLE: counts']);
  });
  it('a .doc whose sector chain loops back on itself', async () => {
    const e = await rejection(hostile.loopingChainDoc());
    expect([e.kind, e.detail]).toEqual(['corrupt', 'OLE: chain loops']);
  });
  it('password-protected .doc and encrypted .docx', async () => {
    expect((await rejection(hostile.passwordProtectedDoc())).kind).toBe('encrypted');
    expect((await rejection(hostile.encryptedDocx())).kind).toBe('encrypted');
  });
  it('Word 95 and WinWord 2 files', async () => {
    for (const bytes of [hostile.word95Doc(), hostile.winWord2Doc()])
      expect((await rejection(bytes)).kind).toBe('legacy_word');
  });
  it('a zip bomb: too many entries', async () => {
    const files: Record<string, Uint8Array> = {
      'word/document.xml': strToU8(docXml('<w:p><w:r><w:t>Hi there</w:t></w:r></w:p>')),
    };
    for (let i = 0; i < 2100; i++) files[`junk/${i}.bin`] = new Uint8Array(1);
    expect((await rejection(zipSync(files, { level: 0 }))).kind).toBe('too_complex');
  });
  it('a zip bomb: many parts, each small, that together inflate past the limit', async () => {
    const part = new Uint8Array(3 * 1024 * 1024).fill(0x20);
    const files: Record<string, Uint8Array> = { 'word/document.xml': strToU8(docXml('<w:p/>')) };
    for (let i = 1; i <= 6; i++) files[`word/header${i}.xml`] = part;
    const bomb = zipSync(files, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect((await rejection(bomb)).kind).toBe('too_complex');
  });
  it('a zip bomb: a part that inflates past the limit', async () => {
    const huge = new Uint8Array(45 * 1024 * 1024).fill(0x20);
    const bomb = zipSync({ 'word/document.xml': huge }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect((await rejection(bomb)).kind).toBe('too_complex');
  });
});

describe('readCv on the committed .doc fixture', () => {
  it('reads the clean CV saved as Word 97-2003 with its sections and contact details', async () => {
    const doc = await readCv(readFileSync(path.resolve(__dirname, '../../fixtures/clean-cv.doc')));
    expect(doc.facts).toMatchObject({
      format: 'doc',
      listsKnown: false,
      email: 'olivia.nguyen@example.com.au',
      phone: '0412 345 678',
    });
    expect(doc.sections.map((s) => s.kind)).toEqual(CLEAN_CV_SECTIONS);
  });
});

describe('the person’s own contact details', () => {
  it('are never a referee’s, and a mistyped number is named for the person to fix', async () => {
    const doc = await readCv(
      await buildDocx({
        top: ['Brett Kowalski', 'Waikiki WA 6169', 'Ph: 04915701560', 'Email: brett@example.com'],
        sections: [
          {
            heading: 'Work Experience',
            paragraphs: ['Maintenance Fitter, Coastline Cement, 2021 – Present'],
            bullets: ['Fixed breakdowns on crushers'],
          },
          {
            heading: 'References',
            paragraphs: ['Darren Pike – Maintenance Supervisor, Coastline Cement – (08) 5550 4127'],
          },
        ],
      }),
    );
    expect(doc.facts.phone).toBeNull();
    const found = (await contactDetails(doc)).find((f) => f.code === 'contact.missing-phone');
    expect(found?.message).toMatch(/^Check your phone number “04915701560”: it has 11 digits/);
  });
});
