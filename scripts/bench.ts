/**
 * `npm run bench`: speed of the engine and the API on generated CVs, on this machine.
 * Prints p50/p95 for read and read+analyse of 1-, 3- and 10-page CVs, the floor (bare unzip + XML parse of
 * document.xml), and analyses per second through the local stack. Targets (2 cores): 3-page read+analyse
 * p50 <= 50 ms in-process and <= 150 ms through the API; read <= 3x the floor; >= 30 analyses/s; match <= 50 ms
 * p50 in-process and <= 150 ms through the API; each render of a 3-page CV <= 150 ms.
 */
import { unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { buildDocx } from '../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../packages/engine/src/test-fixtures/clean-cv';
import { analyseCv, matchCv, readCv, renderDocx, renderPdf, rewriteCv } from '../packages/engine/src/index';

/** A real-length job ad written for the bench (about 350 words, bullets and boilerplate like real ads). */
const AD = `Operations Coordinator - Western Sydney. About the role: you will coordinate warehouse operations, rostering and dispatch across two sites. Responsibilities: lead a team of warehouse staff; manage inventory control and cycle counts; liaise with carriers and customers; report on KPIs to the state manager; drive continuous improvement and WHS. About you: essential: 5+ years' experience in logistics or warehouse operations; stakeholder management and negotiation; workforce planning and rostering; SAP EWM or a similar warehouse management system; strong communication and problem solving skills; a current forklift licence and driver licence. Desirable: Power BI reporting; a Diploma of Logistics or Supply Chain Management. What we offer: salary package, training and career progression. How to apply: click apply now. Applications close Friday. We are an equal opportunity employer.`;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function time(n: number, fn: () => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn(); // warm up (dictionary load, JIT)
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

/** The floor: unzip document.xml and run a bare XML parse over it. */
function floor(bytes: Uint8Array) {
  const parts = unzipSync(bytes, { filter: (f) => f.name === 'word/document.xml' });
  new SaxesParser().write(new TextDecoder().decode(parts['word/document.xml'])).close();
}

const sizes = [
  ['1-page', 1],
  ['3-page', 10],
  ['10-page', 38],
] as const;

console.log('In-process (p50 / p95):');
const fixtures: Record<string, Buffer> = {};
for (const [label, repeat] of sizes) {
  const bytes = await buildDocx({ ...cleanCv, repeatExperience: repeat });
  fixtures[label] = bytes;
  const doc = await readCv(bytes);
  const n = label === '10-page' ? 40 : 100;
  const f = await time(n, () => floor(bytes));
  const r = await time(n, () => readCv(bytes));
  const ra = await time(n, async () => analyseCv(await readCv(bytes)));
  console.log(
    `  ${label.padEnd(8)} (${doc.facts.pages} pages, ${doc.facts.words} words, ${(bytes.length / 1024).toFixed(0)} KB)  ` +
      `floor ${ms(pct(f, 50))} / ${ms(pct(f, 95))}  read ${ms(pct(r, 50))} / ${ms(pct(r, 95))} (${(pct(r, 50) / pct(f, 50)).toFixed(1)}x floor)  ` +
      `read+analyse ${ms(pct(ra, 50))} / ${ms(pct(ra, 95))}`,
  );
}

{
  const doc = await readCv(fixtures['3-page']!);
  const now = new Date();
  const m = await time(100, () => matchCv(doc, AD, { jobTitle: 'Operations Coordinator', now }));
  const rewrite = await rewriteCv(doc, AD, 'Operations Coordinator');
  const rw = await time(50, () => rewriteCv(doc, AD, 'Operations Coordinator'));
  const pdf = await time(30, () => renderPdf(rewrite.improved, 'bench'));
  const word = await time(30, () => renderDocx(rewrite.improved, 'bench'));
  console.log(
    `  3-page match ${ms(pct(m, 50))} / ${ms(pct(m, 95))}   rewrite ${ms(pct(rw, 50))} / ${ms(pct(rw, 95))}   ` +
      `render PDF ${ms(pct(pdf, 50))} / ${ms(pct(pdf, 95))}   render Word ${ms(pct(word, 50))} / ${ms(pct(word, 95))}`,
  );
}

if (!process.argv.includes('--no-api')) {
  const { startStack, TEST_PORTS } = await import('./stack.mjs');
  process.env.CVMATE_URL = `http://localhost:${TEST_PORTS.hosting}`;
  process.env.CVMATE_AUTH_HOST = `127.0.0.1:${TEST_PORTS.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${TEST_PORTS.firestore}`;
  const stack = await startStack({ ports: TEST_PORTS, quiet: true });
  try {
    const { api, signedInUser } = await import('../functions/src/test-support/stack-client');
    const { testDb } = await import('../functions/src/test-support/firestore');
    const user = await signedInUser();
    await testDb()
      .collection('customers')
      .doc(user.uid)
      .collection('subscriptions')
      .doc('bench')
      .set({ status: 'active' });
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(fixtures['3-page']!)]), 'cv.docx');
      const res = await api('/api/cv/upload', { method: 'POST', body: form, cookie: user.cookie });
      return ((await res.json()) as { sessionId: string }).sessionId;
    };
    const analyse = async (sessionId: string) => {
      const res = await api('/api/cv/analyze', {
        method: 'POST',
        body: JSON.stringify({ sessionId }),
        cookie: user.cookie,
      });
      if (!res.ok) throw new Error(`analyse failed: ${res.status}`);
    };
    const sessionId = await upload();
    // Each round trip stores a CV; delete it afterwards (untimed) so the 10-CV limit never bites.
    const roundTrip: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await analyse(await upload());
      roundTrip.push(performance.now() - t);
      const { cvs } = (await (await api('/api/user/cvs', { cookie: user.cookie })).json()) as {
        cvs: Array<{ id: string; sessionId: string }>;
      };
      for (const cv of cvs.filter((c) => c.sessionId !== sessionId))
        await api(`/api/user/cvs/${cv.id}`, { method: 'DELETE', cookie: user.cookie });
    }
    const analyseOnly = await time(50, () => analyse(sessionId));
    console.log('Through the API (Hosting -> Functions emulator -> Firestore server):');
    console.log(
      `  3-page upload+analyse ${ms(pct(roundTrip, 50))} / ${ms(pct(roundTrip, 95))}   analyse ${ms(pct(analyseOnly, 50))} / ${ms(pct(analyseOnly, 95))}`,
    );
    const { cvs } = (await (await api('/api/user/cvs', { cookie: user.cookie })).json()) as {
      cvs: Array<{ id: string }>;
    };
    const matchViaApi = async () => {
      const form = new FormData();
      form.append('cvId', cvs[0]!.id);
      form.append('jobDescription', AD);
      form.append('jobTitle', 'Operations Coordinator');
      const res = await api('/api/job/match', { method: 'POST', body: form, cookie: user.cookie });
      if (!res.ok) throw new Error(`match failed: ${res.status}`);
    };
    const matchApi = await time(50, matchViaApi);
    console.log(`  3-page match ${ms(pct(matchApi, 50))} / ${ms(pct(matchApi, 95))}`);
    for (const concurrency of [1, 4]) {
      const total = 120;
      let next = 0;
      const t = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next++ < total) await analyse(sessionId);
        }),
      );
      console.log(
        `  analyses/s at concurrency ${concurrency}: ${(total / ((performance.now() - t) / 1000)).toFixed(1)}`,
      );
    }
  } finally {
    await stack.stop();
  }
}
process.exit(0);
