// The real-file conformance stage: the shared corpus of Word files and Australian job ads that nobody here wrote.
// `npm test` runs it when the folder is there and says so in one line when it is not; `.ci/run` requires it
// (CVMATE_REQUIRE_CORPUS=1). Stages: every Word file is read or refused clearly (scripts/corpus.ts), then the
// vitest project `corpus` (*.corpus.test.ts) with CVMATE_CORPUS pointing at the folder.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const corpus = path.resolve(process.env.CVMATE_CORPUS ?? path.join(root, '..', 'shared', 'corpus'));

if (!existsSync(path.join(corpus, 'word'))) {
  if (process.env.CVMATE_REQUIRE_CORPUS) {
    console.error(`Corpus conformance: required but ${corpus} is missing.`);
    process.exit(1);
  }
  console.log(`Corpus conformance: skipped, no corpus at ${corpus} (set CVMATE_CORPUS to run it).`);
  process.exit(0);
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CVMATE_CORPUS: corpus } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
console.log(`Corpus conformance on ${corpus}`);
run(bin('tsx'), ['scripts/corpus.ts', path.join(corpus, 'word')]);
run(bin('vitest'), ['run', '--project', 'corpus']);
