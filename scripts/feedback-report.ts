/**
 * `npm run feedback-report`: what users said about their analyses, per finding code and per score band, read from
 * Firestore through the admin SDK (the local server on port 8080 unless FIRESTORE_EMULATOR_HOST says otherwise; with
 * GOOGLE_APPLICATION_CREDENTIALS and no emulator host, the production project).
 */
import { openFirestore } from '../functions/src/data/firestore';
import { FeedbackReportRepo } from '../functions/src/data/feedback-report-repo';
import { summarise, type Group } from './feedback-summary';

if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const where = process.env.FIRESTORE_EMULATOR_HOST ?? 'production';

const num = (n: number | null, digits = 1) => (n === null ? '-' : n.toFixed(digits));
const pct = (n: number | null) => (n === null ? '-' : `${Math.round(n * 100)}%`);

function table(title: string, groups: Group[], withWrong: boolean) {
  console.log(`\n${title}`);
  const head = ['', 'analyses', 'answers', 'accuracy', 'score acc.', 'useful', 'outcomes', 'interview/hire'];
  const rows = groups.map((g) => [
    g.key,
    String(g.analyses),
    String(g.answers),
    num(g.avgOverall),
    num(g.avgScoreAccuracy),
    num(g.avgUsefulness),
    String(g.outcomes),
    pct(g.interviewOrHire),
    ...(withWrong ? [pct(g.calledWrong)] : []),
  ]);
  const all = [withWrong ? [...head, 'called wrong'] : head, ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  for (const r of all) console.log(r.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  '));
}

const { analyses, answers, useful } = await new FeedbackReportRepo(openFirestore()).rows();
console.log(
  `Feedback report (${where}): ${analyses.length} analyses, ${answers.length} accuracy answers, ${useful.length} usefulness answers. Ratings are 1-5.`,
);
const summary = summarise(analyses, answers, useful);
table('By score band', summary.byBand, false);
table('By finding code (checks that took points)', summary.byCode, true);
table('Checks users most often call wrong', summary.mostWrong, true);
process.exit(0);
