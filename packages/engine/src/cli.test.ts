import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildDocx } from './test-fixtures/build-cv';
import { cleanCv } from './test-fixtures/clean-cv';
import { readCv } from './read/read-cv';
import { analyseCv } from './analyse/analyse-cv';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.resolve(__dirname, 'cli.ts'), ...args]).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

describe('cv CLI', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cvmate-cli-'));

  it('analyse --json prints the filename and exactly the analysis the engine makes', async () => {
    const bytes = await buildDocx(cleanCv);
    const file = path.join(dir, 'olivia.docx');
    writeFileSync(file, bytes);
    const { code, stdout } = await cli('analyse', file, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ filename: 'olivia.docx', analysis: await analyseCv(await readCv(bytes)) });
  });

  it('is deterministic across processes: two runs on the same file print byte-identical JSON', async () => {
    const spec = structuredClone(cleanCv);
    spec.sections[0]!.paragraphs = ['Results-driven team player who utilized Excel to analyze rosters.'];
    const file = path.join(dir, 'mixed.docx');
    writeFileSync(file, await buildDocx(spec));
    const [first, second] = await Promise.all([cli('analyse', file, '--json'), cli('analyse', file, '--json')]);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout).analysis.feedback.content.length).toBeGreaterThan(2);
    expect(second.stdout).toBe(first.stdout);
  });

  it('match and rewrite print the §3 objects, and rewrite --out writes the download', async () => {
    const cv = path.join(dir, 'cv.docx');
    writeFileSync(cv, await buildDocx(cleanCv));
    const job = path.join(dir, 'job.txt');
    writeFileSync(job, 'Operations Coordinator. Essential: inventory management, rostering and a forklift licence.');
    const match = await cli('match', cv, job, '--title', 'Operations Coordinator', '--json');
    expect(match.code).toBe(0);
    expect(JSON.parse(match.stdout)).toMatchObject({
      candidateName: 'Olivia Nguyen',
      jobTitle: 'Operations Coordinator',
    });
    const rewrite = JSON.parse((await cli('rewrite', cv, job, '--json')).stdout);
    expect(Object.keys(rewrite).sort()).toEqual(['improvedCv', 'improvementSummary', 'message', 'originalCv']);
    // As text, each change is listed with its reason after the summary that says so.
    const text = (await cli('rewrite', cv, job)).stdout;
    expect(text).toMatch(/each listed with its reason/);
    expect(text).toMatch(/\nChanges:\n• .+ \(.+\)/);
    const out = path.join(dir, 'out.pdf');
    expect((await cli('rewrite', cv, job, '--out', out)).code).toBe(0);
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('star prints one STAR draft per criterion within the limit', async () => {
    const cv = path.join(dir, 'star-cv.docx');
    writeFileSync(cv, await buildDocx(cleanCv));
    writeFileSync(path.join(dir, 'job.txt'), 'Operations Coordinator, APS 6');
    writeFileSync(
      path.join(dir, 'criteria.txt'),
      '1. Demonstrated leadership of teams.\n2. Strong written communication skills.',
    );
    const { code, stdout } = await cli(
      'star',
      cv,
      path.join(dir, 'job.txt'),
      path.join(dir, 'criteria.txt'),
      '--limit',
      '80',
      '--json',
    );
    expect(code).toBe(0);
    const { responses } = JSON.parse(stdout);
    expect(responses.map((r: { requirement: string }) => r.requirement)).toEqual([
      'Demonstrated leadership of teams.',
      'Strong written communication skills.',
    ]);
    for (const r of responses) expect(r.fullResponse.split(/\s+/).length).toBeLessThanOrEqual(80);
  });

  it('exits 2 with one line on stderr for a file it refuses', async () => {
    const file = path.join(dir, 'fake.docx');
    writeFileSync(file, 'plain text');
    const { code, stdout, stderr } = await cli('read', file);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/isn’t a Word document/);
  });
});
