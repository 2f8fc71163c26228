/**
 * `npm run corpus -- ../shared/corpus/word`: reads every Word file under a folder and prints its outcome:
 * characters extracted and, where an expected text exists, the share of its words recovered; or the
 * rejection sentence. Exits non-zero on any crash (anything but a clear rejection).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readCv, ReadError } from '../packages/engine/src/index';

const WORD_FILE = /\.(docx|docm|dotx|doc|dot)$/i;

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : WORD_FILE.test(name) ? [full] : [];
    });
}

/** The words of a node-word-extractor snapshot (all its fields), unescaped. */
function expectedWords(file: string, root: string): string[] | null {
  const base = path.basename(file).replace(/\.docx?$/i, '.doc');
  const snap = path.join(root, 'expected_text_nwe', `${base}.snapx`);
  try {
    const raw = readFileSync(snap, 'utf8');
    // Each field is a doubly escaped string: "body": "\\"text\\\\nmore\\"",
    const fields = [...raw.matchAll(/": "\\+"([\s\S]*?)\\+"",?\n/g)].map((m) =>
      m[1]!.replace(/\\+[ntr]/g, ' ').replace(/\\+/g, ''),
    );
    const list = words(fields.join(' '));
    return list.length ? list : null;
  } catch {
    return null;
  }
}
const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Share of expected words (as a multiset) found in the text. */
function recovered(expected: string[], text: string): number {
  const have = new Map<string, number>();
  for (const w of words(text)) have.set(w, (have.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of expected) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      hit += 1;
      have.set(w, n - 1);
    }
  }
  return expected.length ? hit / expected.length : 1;
}

const root = path.resolve(process.argv[2] ?? '../shared/corpus/word');
const counts = { read: 0, rejected: 0, crashed: 0 };
for (const file of walk(root)) {
  const rel = path.relative(root, file);
  try {
    const doc = await readCv(readFileSync(file));
    const expected = expectedWords(file, root);
    const share = expected ? ` · ${(recovered(expected, doc.text) * 100).toFixed(1)}% of expected words` : '';
    console.log(`read      ${rel}: ${doc.text.length} characters${share}`);
    counts.read += 1;
  } catch (e) {
    if (e instanceof ReadError) {
      console.log(`rejected  ${rel}: ${e.message}`);
      counts.rejected += 1;
    } else {
      console.log(`CRASHED   ${rel}: ${(e as Error).stack}`);
      counts.crashed += 1;
    }
  }
}
console.log(`\n${counts.read} read, ${counts.rejected} rejected clearly, ${counts.crashed} crashed`);
process.exit(counts.crashed ? 1 : 0);
