import { readFileSync } from 'node:fs';
import { classify } from './src/read/classify';
import { measureFacts } from './src/read/facts';
import type { CvDocument, RawDocument } from './src/types';
import { matchCv } from './src/match/match-report';
import { readAd } from './src/job-ad';
import { compare } from './src/match/match-cv';
function docFromText(text: string): CvDocument {
  const paragraphs = text.split(/\r?\n/).filter((l) => l.trim()).map((l) => {
    const bullet = /^\s*[•\-*]\s+/.test(l);
    return { text: l.replace(/^\s*[•\-*]\s+/, '').trim(), source: 'body' as const, listItem: bullet, headingStyle: false };
  });
  const raw: RawDocument = { format: 'docx', paragraphs, images: 0, photoLikeImages: 0, tables: 0, textBoxes: 0, statedPages: 0, pageBreaks: 0, listsKnown: true, hasMacros: false };
  const c = classify(raw.paragraphs);
  return { text: c.paragraphs.map((p) => p.text).join('\n'), ...c, facts: measureFacts(raw, c.paragraphs) };
}
const [cvf, adf, title] = process.argv.slice(2);
const cv = docFromText(readFileSync(cvf!, 'utf8'));
const text = readFileSync(adf!, 'utf8');
const r = matchCv(cv, text, { jobTitle: title, now: new Date('2026-11-22') });
const c = compare(cv, readAd(text, title), new Date('2026-11-22'));
console.log('score', r.matchScore, 'title', r.jobTitle, 'coverage', c.coverage.toFixed(2), 'occ', c.occupationFit, 'sim', c.similarity.toFixed(3));
for (const q of r.requirements) console.log(q.status.padEnd(8), q.essential ? 'E' : 'd', q.kind.padEnd(13), q.name, '|', q.wording, '<=', q.evidence?.slice(0, 70));
if (process.argv[5] === 'sections') for (const p of cv.paragraphs) console.log(p.section.padEnd(12), p.isHeading ? 'H' : ' ', p.isBullet ? '•' : ' ', p.text.slice(0, 80));
