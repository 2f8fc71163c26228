/**
 * What an ad says is no part of the job: "NO payroll" in a recruiter's subject line, "payroll is NOT part of this role",
 * "no forklift licence required". A term the ad rules out is asked nowhere else in it, whatever a later line mentions in
 * passing ("reconcile the wages accounts after each pay run"). Word by word over each line: linear.
 */
import { singulars } from '../vocabulary/phrase-index';
import { findTerms } from './term-requirements';

/** The words after a term that say it is no part of the job. */
const NOT_PART = /^(?:is|are) not (?:part|required|needed|involved)\b/;

/** A sentence that says the one before it is not asked: "This is not required for the role but please mention it …". */
const NOT_ASKED_BEFORE =
  /^(?:this|that|it|these|those|which) (?:is|are) not (?:required|needed|essential|necessary|a requirement)\b/i;

/** The names of the terms an ad rules out. */
export function ruledOutTerms(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    if (!/\b(?:no|not)\b/i.test(line)) continue;
    // "Some Defence projects require an Australian citizen who can obtain a Baseline clearance. This is not required
    // for the role": what the sentence before names is not asked.
    const sentences = line.split(/(?<=[.!?])\s+/);
    sentences.forEach((sentence, k) => {
      if (k > 0 && NOT_ASKED_BEFORE.test(sentence.trim()))
        for (const hit of findTerms(sentences[k - 1]!)) out.add(hit.term.name);
    });
    const stream = singulars(line);
    for (const hit of findTerms(line)) {
      const before = stream[hit.start - 1];
      const after = stream.slice(hit.end, hit.end + 4).join(' ');
      if (before === 'no' || NOT_PART.test(after)) out.add(hit.term.name);
    }
  }
  return out;
}
