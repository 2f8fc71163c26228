/**
 * Conformance on real Word files nobody here wrote (the shared corpus, read in place). Run by
 * `scripts/conformance.mjs` with CVMATE_CORPUS set to the corpus folder; `npm test` runs it when the folder exists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCv } from './read-cv';
import { ReadError } from './read-error';

const WORD = path.join(process.env.CVMATE_CORPUS ?? '', 'word');
const corpus = (name: string) => readFileSync(path.join(WORD, name));

async function kindOf(bytes: Uint8Array) {
  const e = await readCv(bytes).then(
    () => null,
    (err) => err,
  );
  expect(e).toBeInstanceOf(ReadError);
  return (e as ReadError).kind;
}

describe('readCv refuses the corpus’s bad files with the right reason', () => {
  it('a document with no text', async () => expect(await kindOf(corpus('mammoth/empty.docx'))).toBe('empty'));
  it('truncated and fuzzed files', async () => {
    expect(await kindOf(corpus('poi/truncated62886.docx'))).toBe('corrupt');
    expect(await kindOf(corpus('poi/clusterfuzz-testcase-minimized-POIXWPFFuzzer-4791943399604224.docx'))).toBe(
      'corrupt',
    );
    expect(await kindOf(corpus('nwe/badfile-01-bad-header.doc'))).toBe('corrupt');
  });
  it('password-protected .doc and encrypted .docx', async () => {
    expect(await kindOf(corpus('poi/PasswordProtected.doc'))).toBe('encrypted');
    expect(await kindOf(corpus('poi/bug53475-password-is-pass.docx'))).toBe('encrypted');
  });
  it('Word 6, Word 95 and WinWord 2 files', async () => {
    for (const f of ['poi/Word6.doc', 'poi/Word95.doc', 'poi/word2.doc'])
      expect(await kindOf(corpus(f))).toBe('legacy_word');
  });
});

describe('readCv on the real-world corpus', () => {
  it('never fetches an external entity and still reads the text', async () => {
    const doc = await readCv(corpus('poi/ExternalEntityInText.docx'));
    expect(doc.text).not.toMatch(/poi\.apache\.org/);
    expect(doc.text.length).toBeGreaterThan(10);
  });
  it('reads a macro-enabled file as text only', async () => {
    const doc = await readCv(corpus('poi/45690.docm'));
    expect(doc.facts.hasMacros).toBe(true);
    expect(doc.facts.words).toBeGreaterThan(100);
  });
  it('reads the Strict-namespace file that many parsers return empty', async () => {
    expect((await readCv(corpus('mammoth/strict-format.docx'))).text).toContain('Test');
  });
  it('reads .doc body, headers and text boxes', async () => {
    const doc = await readCv(corpus('nwe/test04.doc'));
    expect(doc.facts.format).toBe('doc');
    expect(doc.paragraphs.some((p) => p.source === 'header')).toBe(true);
    expect(doc.text).toContain('Molière');
  });
  it('does not duplicate text-box text held in mc:AlternateContent', async () => {
    const doc = await readCv(corpus('nwe/test16.docx'));
    const count = (doc.text.match(/Paragraph 1/g) ?? []).length;
    expect(count).toBe(1);
  });
});
