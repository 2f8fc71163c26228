/**
 * The occupation test on real Australian job ads (the shared corpus, CVMATE_CORPUS): each test CV against every ad.
 * Its own occupation's ad must rank first, the score must mean what its colour says, and the score must separate
 * own from unrelated ads better than a plain TF-IDF cosine does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../test-fixtures/build-cv';
import { occupationCv, OCCUPATIONS } from '../test-fixtures/occupation-cvs';
import { readCv } from '../read/read-cv';
import type { CvDocument } from '../types';
import { matchCv } from './match-report';
import { normalise } from './words';
import { contentWords, stem } from './words';

const DIR = path.join(process.env.CVMATE_CORPUS ?? '', 'jd-au');
const NOW = new Date('2026-11-22T00:00:00Z');
/** The title a person would type: the ad's file name without its number ("senior structural engineer"). */
const titleOf = (file: string) => file.replace(/^au\d+_|\.txt$/g, '').replace(/-/g, ' ');
const ads = () =>
  readdirSync(DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(DIR, file), 'utf8') }));

/** Plain TF-IDF cosine between two texts over a collection: the baseline to beat. */
function tfidfCosine(collection: string[]) {
  const bags = collection.map((t) => {
    const m = new Map<string, number>();
    for (const w of contentWords(t).map(stem)) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  });
  const df = new Map<string, number>();
  for (const b of bags) for (const w of b.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const vec = (b: Map<string, number>) =>
    new Map([...b].map(([w, n]) => [w, n * Math.log(collection.length / df.get(w)!)] as const));
  const vectors = bags.map(vec);
  const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  return (i: number, j: number) => {
    let dot = 0;
    for (const [w, x] of vectors[i]!) dot += x * (vectors[j]!.get(w) ?? 0);
    return dot / (norm(vectors[i]!) * norm(vectors[j]!) || 1);
  };
}

/** Area under the ROC curve: the chance an own-occupation pair outscores an unrelated one. */
function auc(own: number[], other: number[]) {
  let wins = 0;
  for (const o of own) for (const x of other) wins += o > x ? 1 : o === x ? 0.5 : 0;
  return wins / (own.length * other.length);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('job matching on the corpus ads', () => {
  const people = Object.entries(OCCUPATIONS);
  const cvs = new Map<string, CvDocument>();
  beforeAll(async () => {
    for (const [name, { person }] of people) cvs.set(name, await readCv(await buildDocx(occupationCv(person))));
  });

  it('ranks each CV’s own-occupation ad first, scores own ads 65+ and others 35- at the median, and beats TF-IDF', () => {
    const jobs = ads();
    const collection = [...jobs.map((j) => j.text), ...people.map(([n]) => cvs.get(n)!.text)];
    const cosine = tfidfCosine(collection);
    const scores = { own: [] as number[], other: [] as number[], tfOwn: [] as number[], tfOther: [] as number[] };
    people.forEach(([name, { ad }], p) => {
      const row = jobs.map((j, a) => ({
        file: j.file,
        score: matchCv(cvs.get(name)!, j.text, { jobTitle: titleOf(j.file), now: NOW }).matchScore,
        tf: cosine(jobs.length + p, a),
      }));
      for (const r of row) {
        (r.file === ad ? scores.own : scores.other).push(r.score);
        (r.file === ad ? scores.tfOwn : scores.tfOther).push(r.tf);
      }
      if (ad) expect([...row].sort((x, y) => y.score - x.score)[0]!.file, name).toBe(ad);
    });
    const figures = {
      ownMedian: median(scores.own),
      otherMedian: median(scores.other),
      auc: auc(scores.own, scores.other),
      tfidfAuc: auc(scores.tfOwn, scores.tfOther),
    };
    console.log('occupation test', JSON.stringify(figures));
    expect(figures.ownMedian).toBeGreaterThanOrEqual(65);
    expect(figures.otherMedian).toBeLessThanOrEqual(35);
    expect(figures.auc).toBeGreaterThan(figures.tfidfAuc);
  });

  it('names a missing AHPRA registration on the real NICU ad and scores the CV lower without it', async () => {
    const ad = ads().find((a) => a.file.startsWith('au17'))!;
    const withIt = matchCv(cvs.get('nurse')!, ad.text, { jobTitle: titleOf(ad.file), now: NOW });
    // The same nurse with no registration anywhere: no AHPRA line and no "Registered Nurse" title.
    const unregistered = JSON.parse(JSON.stringify(OCCUPATIONS.nurse!.person).replaceAll('Registered Nurse', 'Nurse'));
    unregistered.licences = ['National police check, 2024'];
    const lacking = await readCv(await buildDocx(occupationCv(unregistered)));
    const without = matchCv(lacking, ad.text, { jobTitle: titleOf(ad.file), now: NOW });
    expect(without.matchScore).toBeLessThan(withIt.matchScore);
    expect(without.gapsAndImprovements.join(' ')).toMatch(/AHPRA registration/);
  });

  it('lists as missing only words that are in the ad and absent from the CV, never boilerplate', () => {
    for (const { file, text } of ads()) {
      for (const [name] of people) {
        const cv = cvs.get(name)!;
        const r = matchCv(cv, text, { jobTitle: titleOf(file), now: NOW });
        for (const k of r.missingKeywords) {
          expect(normalise(text), `${file} ${k}`).toContain(normalise(k));
          expect(normalise(cv.text), `${name} ${k}`).not.toContain(normalise(k));
          expect(k, file).not.toMatch(/\b(apply|salary|click|closing|superannuation)\b/);
        }
      }
    }
  });
});
