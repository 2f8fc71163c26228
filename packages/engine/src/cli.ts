/**
 * `npm run --silent cv -- read <file>`: the CvDocument as JSON.
 * `npm run --silent cv -- analyse <file> [--json]` (`analyze` is accepted too): the analysis (as /api/cv/analyze returns it, with the filename).
 * A file we refuse exits 2 with one line on stderr.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCv } from './read/read-cv';
import { ReadError } from './read/read-error';
import { analyseCv } from './analyse/analyse-cv';
import { formatReport } from './report-text';

async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  if (!command || !file || !['read', 'analyze', 'analyse'].includes(command)) {
    process.stderr.write('Usage: cv read <file> | cv analyse <file> [--json]\n');
    return 64;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (e) {
    process.stderr.write(`Cannot open ${file}: ${(e as NodeJS.ErrnoException).code ?? 'error'}\n`);
    return 66;
  }
  try {
    const doc = await readCv(bytes);
    if (command === 'read') {
      process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
      return 0;
    }
    const analysis = await analyseCv(doc);
    const filename = path.basename(file);
    process.stdout.write(
      argv.includes('--json')
        ? `${JSON.stringify({ filename, analysis }, null, 2)}\n`
        : formatReport(filename, analysis),
    );
    return 0;
  } catch (e) {
    if (e instanceof ReadError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
