/**
 * `npm run --silent cv -- read <cv>`: the CvDocument as JSON.
 * `npm run --silent cv -- analyse <cv> [--json]` (`analyze` too): the analysis, as /api/cv/analyze returns it.
 * `npm run --silent cv -- match <cv> <job.txt|job.docx> [--title T] [--json]`: the job match result.
 * `npm run --silent cv -- rewrite <cv> <job.txt|job.docx> [--title T] [--json] [--out file.pdf|file.docx]`: the CV
 * improvement result, or with --out the download written to that file.
 * `npm run --silent cv -- star <cv> <job.txt> <criteria.txt> [--limit 250] [--json]`: STAR drafts per criterion.
 * A file we refuse exits 2 with one line on stderr.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readCv } from './read/read-cv';
import { ReadError } from './read/read-error';
import { analyseCv } from './analyse/analyse-cv';
import { formatReport } from './report-text';
import { matchCv } from './match/match-report';
import { rewriteCv } from './rewrite/rewrite-cv';
import { renderDocx } from './render/render-docx';
import { renderPdf } from './render/render-pdf';
import { draftFromPaste } from './star';

const USAGE =
  'Usage: cv read <cv> | cv analyse <cv> [--json] | cv match <cv> <job> [--title T] [--json] | cv rewrite <cv> <job> [--title T] [--json] [--out file.pdf|file.docx] | cv star <cv> <job.txt> <criteria.txt> [--limit 250] [--json]\n';

const option = (argv: string[], name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};

/** A job ad from a .txt file or the text of a .docx. */
async function jobText(file: string): Promise<string> {
  const bytes = await readFile(file);
  if (!/\.docx$/i.test(file)) return bytes.toString('utf8');
  return (await readCv(bytes)).paragraphs.map((p) => p.text).join('\n');
}

async function run(argv: string[]): Promise<number> {
  const [command, file, job] = argv;
  const needsJob = command === 'match' || command === 'rewrite' || command === 'star';
  if (
    !command ||
    !file ||
    !['read', 'analyze', 'analyse', 'match', 'rewrite', 'star'].includes(command) ||
    (needsJob && !job) ||
    (command === 'star' && !argv[3])
  ) {
    process.stderr.write(USAGE);
    return 64;
  }
  const doc = await readCv(await readFile(file));
  const json = argv.includes('--json');
  const title = option(argv, '--title');
  const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  if (command === 'read') print(doc);
  else if (command === 'analyse' || command === 'analyze') {
    const analysis = await analyseCv(doc);
    const filename = path.basename(file);
    if (json) print({ filename, analysis });
    else process.stdout.write(formatReport(filename, analysis));
  } else if (command === 'match') {
    const result = matchCv(doc, await jobText(job!), { jobTitle: title, now: new Date() });
    if (json) print(result);
    else process.stdout.write(`${result.matchScore}% match for ${result.jobTitle}\n${result.summaryOfAlignment}\n`);
  } else if (command === 'star') {
    // As the route does: the criteria read with what was left out, the ad's own limit unless one is given.
    const ad = await jobText(job!);
    const pasted = await readFile(argv[3]!, 'utf8');
    const given = option(argv, '--limit');
    const {
      responses,
      skipped,
      wordLimit: limit,
    } = await draftFromPaste(doc, pasted, ad, {
      ...(given ? { wordLimit: Number(given) } : {}),
    });
    if (json) print({ responses, skipped, wordLimit: limit });
    else {
      for (const r of responses)
        process.stdout.write(
          `${r.label ? `${r.label} – ` : ''}${r.requirement}\n${r.panelLooksFor ? `(${r.panelLooksFor})\n` : ''}${r.fullResponse}\n\n`,
        );
      if (skipped.length) process.stdout.write(`Read as instructions, not criteria: ${skipped.join(' | ')}\n`);
    }
  } else {
    const rewrite = await rewriteCv(doc, await jobText(job!), title);
    const out = option(argv, '--out');
    if (out) {
      const bytes = /\.pdf$/i.test(out)
        ? await renderPdf(rewrite.improved, path.basename(out))
        : await renderDocx(rewrite.improved, path.basename(out));
      await writeFile(out, bytes);
      process.stdout.write(`Wrote ${out}\n`);
    } else if (json)
      print({
        originalCv: rewrite.originalText,
        improvedCv: rewrite.improvedText,
        improvementSummary: rewrite.summary,
        message: 'CV improved successfully!',
      });
    else {
      // Each change with its reason, as the web page lists them: the summary says they are listed.
      const listed = rewrite.changes.map(
        (c) =>
          `• ${c.section}: ${c.before ? `“${c.before}” → ` : ''}${c.after ? `“${c.after}”` : 'removed'} (${c.reason})`,
      );
      process.stdout.write(
        `${rewrite.improvedText}\n\n${rewrite.summary.overallSummary}\n\nChanges:\n${listed.join('\n')}\n`,
      );
    }
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  try {
    return await run(argv);
  } catch (e) {
    if (e instanceof ReadError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      process.stderr.write(`Cannot open ${(e as NodeJS.ErrnoException).path}\n`);
      return 66;
    }
    throw e;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
