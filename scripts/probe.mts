import { buildDocx } from '../packages/engine/src/test-fixtures/build-cv';
import { cleanCv } from '../packages/engine/src/test-fixtures/clean-cv';
import { readCv, analyseCv } from '../packages/engine/src/index';
const buf = await buildDocx(cleanCv);
const doc = await readCv(buf);
console.log(JSON.stringify(doc.facts), doc.sections.map(s=>s.kind+':'+s.heading).join(', '));
const a = await analyseCv(doc);
console.log(a.score, a.breakdown);
for (const f of [...a.feedback.formatting, ...a.feedback.content, ...a.feedback.atsRelevance]) console.log(f.type, f.code, '|', (f.evidence??[]).join(' / ').slice(0,120));
