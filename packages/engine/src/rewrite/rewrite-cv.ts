/**
 * Rewrites a CV for a job: Australian spelling, strong opening verbs, no personal details Australian employers
 * don't expect, standard headings in Australian order, and the job's keywords where the CV already supports them.
 * Keywords the CV cannot support go to the summary as "add if true", never into the text. The fact guard then
 * checks that every number and name in the result comes from the original.
 */
import type { CvAnalysis, ImprovementSummaryObject } from '@cvmate/contract';
import type { CvDocument, SectionKind } from '../types';
import { readAd } from '../job-ad';
import { compare } from '../match/match-cv';
import { normalise, wordStem } from '../match/words';
import { asDocument } from './as-document';
import { analyseCv } from '../analyse/analyse-cv';
import { score } from '../analyse/rubric';
import { tailorSummary } from './tailor-summary';
import { ASKS_ADVANCED, beyondSummary, heldLightly, strengthsShown } from './strengths-shown';
import { listedSkills } from './listed-skills';
import { noModel, type ModelClient } from '../providers/model-client';
import { factGuard } from './fact-guard';
import { modelWording } from './model-wording';
import { undoChanges } from './undo';
import { renderText, structureCv, type StructuredCv } from './structured-cv';
import { refereesOnRequest, removeDebris, removeRepeats } from './clean';
import { tableHeadings } from './table-headings';
import { acceptSuggestions, renews, suggestionsFor, type Suggestion } from './suggestions';
import { listed, lowerFirst } from '../star/sentence';
import { leadWithRequirements } from './lead-with-requirements';
import { tracedInCv } from './traced';
import { paragraphsToBullets } from './paragraphs-to-bullets';
import { dutyListsToBullets } from './duty-list';
import { summaryInOwnVoice } from './clean-wording';
import { stepsToPutBack } from './put-back';
import { oneDateStyle } from './one-date-style';
import { experienceLine } from './experience-line';
import { headlineLine } from './headline-line';
import { resultsLine } from './results-line';
import { withoutStreetAddress } from './street-address';
import { phoneInOneStyle } from './phone-style';
import { employerQuestions } from '../job-ad/employer-questions';
import { undatedRoles } from '../analyse/checks/career';
import { isDated } from '../match/credential-date';
import { RENEWAL_SAID } from '../match/judge';
import { withoutIdNumbers } from './id-numbers';
import { credentialDetailsJoined } from './credential-details';
import { licencesToOwnSection } from './licences-own-section';
import { repeatedCredentials } from './repeated-credentials';
import { helpedToSupported } from './helped-to-supported';
import { withoutFieldLabels } from './field-labels';
import { asksCriteria } from '../job-ad/asks-criteria';
import { impliedFirstPerson } from './implied-first-person';
import { fixCommonMisspellings } from './common-misspellings';
import { capitalFirst } from './capital-first';
import { loadSpeller } from '../analyse/checks/spelling';
import { withCommonSpellings } from '../vocabulary/cv-words';
import { STATUS_CREDENTIALS } from '../vocabulary/credentials';
import {
  addSupportedKeywords,
  removePersonalDetails,
  reorderSections,
  standardiseHeadings,
  strengthenVerbs,
  useAustralianSpelling,
  type Change,
  type Step,
} from './transforms';

export interface Rewrite {
  original: StructuredCv;
  improved: StructuredCv;
  originalText: string;
  improvedText: string;
  /** Every change, in order (its index is its id for undo), and whether the person undid it. */
  changes: Array<Change & { undone: boolean }>;
  /** What the ad asks for and the CV does not show, offered to the person: added only when they accept it. */
  addIfTrue: Suggestion[];
  summary: ImprovementSummaryObject;
}

const unique = (items: string[]) => [...new Set(items)];

/** Whether a verb change only put the opening verb in another tense: its stem is the same ("Serving" → "Served"). */
const tenseOnly = (before: string, after: string) => {
  const first = (text: string) =>
    wordStem(
      text
        .trim()
        .split(/\s+/)[0]!
        .toLowerCase()
        .replace(/[^a-z]/g, ''),
    );
  return first(before) === first(after);
};

/** A requirement's name inside a sentence: a name whose last word has its capital stays ("Working with Children
 * Check"); a common one reads in small letters ("security licence"). */
const asNamed = (name: string) => (/\s\p{Lu}\S*$/u.test(name) ? name : lowerFirst(name));

/** Text the guard reads: contact lines and items, not our headings. */
const factText = (cv: StructuredCv) =>
  [cv.name, ...cv.contact, ...cv.sections.flatMap((s) => s.items.map((i) => i.text))].join('\n');

export async function rewriteCv(
  doc: CvDocument,
  jobText: string,
  jobTitle?: string,
  model: ModelClient = noModel,
  /** Indexes of changes the person undid (they stay in `changes`, marked `undone`). */
  undo: number[] = [],
  /** Indexes of `addIfTrue` suggestions the person accepted as true for them. */
  accept: number[] = [],
): Promise<Rewrite> {
  const original = structureCv(doc);
  const job = readAd(jobText, jobTitle);
  // Read on the day, as the person's match is: a licence past its renewal date is partly there in both, so no step
  // is taken for a credit the match would not give (a date restyled had read as a rise that was none).
  const asOf = new Date();
  const own = compare(doc, job, asOf);
  const { results } = own;
  // What the CV shows beyond its summary's claims: what the key strengths and Key Skills may name.
  const evidenced = beyondSummary(results, doc);
  // What Key Skills lists in the ad's words: what the CV shows in other words, or, with no skills section, all it shows.
  const supported = listedSkills(
    evidenced,
    doc.text,
    original.sections.some((s) => s.kind === 'skills'),
  );
  // The names the CV may show each by (the vocabulary's), where the ad's word can go beside the CV's own: a tool's only
  // ("SAP Business One (ERP)"); a skill beside a product reads as a label on it ("REST APIs (software engineering)").
  const shownAs = new Map(
    evidenced
      .filter((r) => supported.includes(r.requirement.wording) && r.requirement.term && r.requirement.kind === 'tool')
      .map((r) => [r.requirement.wording, [...(r.requirement.term!.cv ?? []), ...r.requirement.term!.ad]] as const),
  );
  // Never to add what the CV names once its slips are put right ("Certificate IV in Vetinary Nursing – currently
  // studying" names the award the ad asks: a recruiter read "If you hold a Certificate IV …" as inviting a false claim).
  const named = withCommonSpellings(doc.text).toLowerCase();
  const addIfTrue = suggestionsFor(results).filter((x) => renews(x) || !named.includes(x.line.toLowerCase()));
  // Whether the person has not yet held the job the ad offers: a want that names it says why they apply.
  const newToTheJob = results.some((r) => r.requirement.kind === 'occupation' && r.met === 0);
  // The concepts of what the ad asks of the person, which the experience line weighs above its duties.
  const asked = new Set(
    results.filter((r) => r.requirement.kind !== 'occupation').flatMap((r) => r.requirement.concepts),
  );
  // The ad screens on a licence, registration or check the CV holds: it goes where the screener looks first.
  // So too where the person set their licences above their experience and the ad asks for one they hold (a plumber's
  // licences table second on the page had been moved to the bottom).
  const kinds = original.sections.map((s) => s.kind);
  /** Whether the person set a section above their experience (or has none). */
  const setAbove = (kind: SectionKind) =>
    kinds.includes(kind) &&
    kinds.indexOf(kind) < (kinds.includes('experience') ? kinds.indexOf('experience') : Infinity);
  const licencesFirst = setAbove('certifications');
  const screened = results.some(
    (r) =>
      r.requirement.kind === 'credential' &&
      r.requirement.essential &&
      (r.requirement.knockOut || licencesFirst) &&
      r.met === 1,
  );
  // A person new to the job's line of work who set their study above their jobs (a graduate teacher, a school leaver)
  // keeps it there: their degree or certificate is what the ad screens them on, not an after-school job.
  // So does one whose study is what the ad screens on and the CV holds (a boilermaker's trade certificate, moved below
  // nine years of work under the reason "your licences early", read to a recruiter as moved down).
  const educationFirst =
    setAbove('education') &&
    results.some(
      (r) =>
        (r.requirement.kind === 'occupation' && r.met < 1) ||
        (r.requirement.kind === 'qualification' && r.requirement.essential && r.met === 1),
    );

  // Each step is kept only if the fact guard passes: every number and name still comes from the original.
  // What the summary's key strengths may name, read once for every build: not one the CV says it knows only a little
  // ("ArcGIS Pro (basic)", "ServiceNow (end user / logging)"), nor one it rates short of an advanced level the ad asks.
  const ratedText = `${doc.text}\n${renderText(original)}`;
  const advancedAsked = ASKS_ADVANCED.test(jobText);
  const shown = strengthsShown(evidenced).filter(
    (x) => tracedInCv(x.text, doc.text) && !heldLightly(x.text, ratedText, advancedAsked),
  );
  const source = factText(original);
  // Words the guard trusts besides the CV's own: keywords the CV supports, and lines the person said are true.
  // "Present" too: "2019 – now" in one date style is "2019 – Present", a word for now, no claim.
  /** Lines whose numbers are the CV's digits grouped anew (a phone number spaced as Australians write it). */
  const regrouped: string[] = [];
  const trusted = [...supported, ...accept.flatMap((i) => (addIfTrue[i] ? [addIfTrue[i].line] : [])), 'Present'];
  // The analysis and match scores of a CV read as the rendered Word file would be: no step may lower the analysis,
  // and none but taking out what a reader should not see (debris, repeats, personal details) may lower the match:
  // renaming "Computer Skills" to "Key Skills" must not cost the ad's "computer skills".
  const scoresOf = async (x: StructuredCv) => {
    const read = asDocument(x);
    const analysis = await analyseCv(read);
    return {
      analysis: analysis.score,
      lengthBlind: lengthBlind(analysis),
      match: compare(read, job, asOf).score,
    };
  };
  // The match to keep is the CV's own as the person's match reads it, not its structured copy's: a table's rows set as
  // lines can read a point lower, and the rewrite had then ended a point below the original.
  const structured = await scoresOf(original);
  const start = { ...structured, match: Math.max(structured.match, own.score) };
  const speller = await loadSpeller();
  const isWord = (w: string) => speller.correct(w);
  /** Every step in turn on the original; with `allowShorter`, a removal may cost length points for a while. */
  const build = async (allowShorter: boolean, strict = false) => {
    let cv = original;
    const changes: Change[] = [];
    let current = start;
    const removesOnly = (c: Change) => c.kind === 'clean' || c.kind === 'personal';
    // What may cost a point of the match for a while: taking out what a reader should not see, and setting the
    // person's own words as bullets (a duty paragraph made bullets had been refused for a point of similarity while
    // it lifted the analysis by 12); put back at the end if the finished CV would score below the original.
    // A word spelt right may too: "Organised" for "Organized" had been refused for a point of similarity lost to
    // rounding. So may a duty's opening made an action ("Responsible for serving drinks" → "Served drinks"): an ad that
    // names its "Responsible Service of Alcohol" had refused it for the similarity "responsible" gave.
    // Strict, no step may cost the match even for a while: the last resort when what cost it could not be put back.
    const mayCostMatch = (c: Change) =>
      !strict && (removesOnly(c) || c.kind === 'bullets' || c.kind === 'spelling' || c.kind === 'verb');
    /** Changes that cost the match (removals, bullets), or the analysis only by length, put back at the end if the
     * finished CV would score below the original, each with the step it came in, so a step is put back whole (a
     * licence moved is a removal and an addition). */
    const costly = new Map<Change, number>();
    let steps = 0;
    const apply = async (step: Step, allowed: string[] = []) => {
      if (!step.changes.length || !factGuard(source, factText(step.cv), [...trusted, ...allowed], regrouped).ok) return;
      // The analysis first: a step it rejects needs no match.
      const read = asDocument(step.cv);
      const analysed = await analyseCv(read);
      const analysis = analysed.score;
      const blind = lengthBlind(analysed);
      // Taking out an objective or personal details can leave a short CV shorter than the length check likes, for a
      // while: the bullets and lines added later give the words back.
      const shorterOnly = allowShorter && step.changes.every(removesOnly) && blind >= current.lengthBlind;
      // A word spelt right may show the analysis what the slip hid ("responsable for" is "responsible for", a weak
      // phrase): it stays for a while too, and later steps reword what it showed.
      const respelt = step.changes.every((c) => c.kind === 'spelling');
      if (analysis < current.analysis && !shorterOnly && !respelt) return;
      const next = { analysis, lengthBlind: blind, match: compare(read, job, asOf).score };
      if (next.match < current.match && !step.changes.every(mayCostMatch) && (strict || !step.mayCostMatch)) return;
      steps++;
      if (next.match < current.match || next.analysis < current.analysis)
        for (const c of step.changes) costly.set(c, steps);
      current = next;
      cv = step.cv;
      changes.push(...step.changes);
    };
    // Spelling first, so a line a later step takes out and the end puts back (an objective whose removal cost the
    // analysis its length) comes back spelt right.
    // A word put right is the CV's own word ("Commerical Cookery" → "Commercial Cookery" had been refused as a new name).
    // Trusted from then on: every later step's guard reads the whole CV, respelt words and all ("KPIs" for "KPI's").
    const respelt = (step: Step) => step.changes.map((c) => c.after);
    const australian = await useAustralianSpelling(cv);
    trusted.push(...respelt(australian));
    await apply(australian);
    const misspelt = fixCommonMisspellings(cv, speller);
    trusted.push(...respelt(misspelt));
    await apply(misspelt);
    await apply(capitalFirst(cv));
    await apply(removeDebris(cv));
    await apply(removeRepeats(cv));
    await apply(tableHeadings(cv));
    await apply(removePersonalDetails(cv));
    await apply(withoutStreetAddress(cv));
    // Its digits are the CV's, grouped anew: the groups are numbers the guard is told of, for this step and every
    // later one (each reads the whole CV; the phone had kept every later change out).
    const phone = phoneInOneStyle(cv);
    regrouped.push(...phone.changes.map((c) => c.after));
    await apply(phone);
    await apply(withoutIdNumbers(cv));
    await apply(refereesOnRequest(cv));
    await apply(summaryInOwnVoice(cv, job.title, newToTheJob, jobText));
    await apply(oneDateStyle(cv));
    await apply(paragraphsToBullets(cv, isWord));
    await apply(dutyListsToBullets(cv, isWord));
    // After the duties are bullets: a labelled one ("Responsibilities: Supervised three staff, opened the store, …") is
    // read as a list of duties by its label, and the label goes after.
    await apply(withoutFieldLabels(cv));
    await apply(strengthenVerbs(cv, isWord));
    await apply(helpedToSupported(cv));
    await apply(impliedFirstPerson(cv));
    await apply(await modelWording(cv, jobText, model));
    // What the person said is true for them goes in, in the ad's words, before the headings and order are settled.
    await apply(acceptSuggestions(cv, addIfTrue, accept));
    await apply(licencesToOwnSection(cv));
    await apply(credentialDetailsJoined(cv));
    await apply(repeatedCredentials(cv));
    await apply(standardiseHeadings(cv));
    await apply(reorderSections(cv, screened, educationFirst));
    await apply(addSupportedKeywords(cv, supported, shownAs));
    // A summary that never names the role opens on the one held now; then the work the CV shows that the ad is about,
    // in the CV's own words, opens the summary's tailored lines.
    await apply(headlineLine(cv, doc, job.title));
    await apply(experienceLine(cv, job.focusText, isWord, asked, job.title));
    await apply(resultsLine(cv, job.focusText, isWord));
    // The ad's essential requirements the CV shows, named in its words at the top (only what the CV's own words carry);
    // like every step, kept only if the match holds or rises. The job's title is the ad's, named as the job, no claim.
    await apply(tailorSummary(cv, shown, job.title, isWord), [...shown.map((r) => r.text), job.title]);
    // Last, so every rewording is in: under each role, the bullets that show an essential requirement first.
    await apply(leadWithRequirements(cv, results));
    // The rewrite never scores below the original on the match: the removals that cost it go back when the rest did
    // not make up for them (an objective that named the job, taken out, can cost a point of similarity).
    // Only as many as make up the loss (`put-back.ts`).
    if ((current.match < start.match || current.analysis < start.analysis) && costly.size) {
      // Steps count from 1: a change that cost nothing is in no step put back.
      const goesBack = (c: Change, put: number[]) => put.includes(costly.get(c) ?? 0);
      const tried = new Map<string, { cv: StructuredCv; scores: Awaited<ReturnType<typeof scoresOf>> }>();
      const put = await stepsToPutBack([...costly.values()], async (steps) => {
        const back = undoChanges(
          cv,
          changes,
          changes.flatMap((c, i) => (goesBack(c, steps) ? [i] : [])),
          original,
        );
        const scores = await scoresOf(back);
        tried.set(steps.join(), { cv: back, scores });
        return scores.match >= start.match && scores.analysis >= start.analysis;
      });
      if (put) {
        ({ cv, scores: current } = tried.get(put.join())!);
        changes.splice(0, changes.length, ...changes.filter((c) => !goesBack(c, put)));
      }
    }
    return { cv, changes, analysis: current.analysis, match: current.match };
  };
  // When the words taken out were not given back (a CV of a few lines), the removals that cost length points stay.
  let built = await build(true);
  if (built.analysis < start.analysis) built = await build(false);
  // A change that cost the match and could not be put back (a duty paragraph set as bullets whose verbs a later step
  // changed): built again with no step allowed to cost it, so the rewrite never scores below the original.
  if (built.match < start.match) built = await build(false, true);
  let cv = built.cv;
  const changes = built.changes;
  if (undo.length) cv = undoChanges(cv, changes, undo, original);
  const undone = new Set(undo);
  const kept = changes.filter((_, i) => !undone.has(i));
  const byKind = (k: Change['kind']) => kept.filter((c) => c.kind === k);
  /** Whether a keyword change put the keyword in: as a line of its own, or in brackets beside the CV's name for it. */
  const adds = (c: Change, k: string) =>
    c.before ? c.after.includes(`(${k})`) && !c.before.includes(`(${k})`) : c.after.toLowerCase() === k.toLowerCase();
  const unsaid = results.filter(
    (r) =>
      r.requirement.kind === 'credential' &&
      r.requirement.essential &&
      STATUS_CREDENTIALS.has(r.requirement.name) &&
      r.met === 0,
  );
  const lapsed = addIfTrue.filter(renews);
  // A licence or check held, but not of the kind or state the ad asks ("(volunteer)" for a paid-work WWCC, another
  // state's): only the person can change it (a recruiter read a volunteer check left unraised for a paid job).
  const unfit = results.filter((r) => r.requirement.essential && (r.why === 'kind' || r.why === 'state'));
  const questions = employerQuestions(jobText);
  // Roles the finished CV still gives no dates for ("Personal Carer 2 years (casual)"): only the person knows them.
  const [undated] = await undatedRoles(asDocument(cv));
  // A ticket renewed every few years that the CV shows with no date ("First Aid certificate"): the ad wants it current.
  const undatedTickets = results.filter(
    (r) =>
      r.met === 1 &&
      r.requirement.term?.renewYears !== undefined &&
      !isDated(r.evidence ?? '') &&
      !RENEWAL_SAID.test(r.evidence ?? ''),
  );
  const missing = addIfTrue.filter((s) => !renews(s));
  const headings = new Set(cv.sections.map((s) => s.heading));
  const strengthened = byKind('verb').filter((c) => !tenseOnly(c.before, c.after));
  const summary: ImprovementSummaryObject = {
    overallSummary:
      (kept.length
        ? `We made ${kept.length} change${kept.length === 1 ? '' : 's'}, each listed with its reason; none adds anything your CV does not say`
        : 'Your CV already reads well for this ad: we found nothing worth changing') +
      (missing.length
        ? // The ad's names as quoted items: "mentions Degree in business …" read as a slip in a sentence.
          `. The ad also mentions ${missing
            .slice(0, 5)
            .map((x) => `“${x.line}”`)
            .join(', ')}: add ${missing.length === 1 ? 'it only if it is' : 'them only if they are'} true for you.`
        : '.') +
      // What the ad screens on that a CV line cannot claim (availability, transport, work rights) is asked of the
      // person for their cover letter (a recruiter read the Saturday mornings an ad called non-negotiable as never
      // raised).
      (unsaid.length
        ? ` The ad asks for ${listed(unsaid.map((r) => lowerFirst(r.requirement.name)))}: if that is true of you, say so in your cover letter or under your contact details.`
        : '') +
      // The questions the ad puts to every applicant, which a recruiter screens on first (a recruiter read an ad's "Do
      // you have your own hand tools?" as never raised).
      (questions.length
        ? ` The ad asks each applicant ${questions.map((q) => `“${q}”`).join(', ')}: answer ${questions.length === 1 ? 'it' : 'them'} when you apply, and make sure your CV backs each answer.`
        : '') +
      // A government or council ad screens on a response to its selection criteria as much as on the CV (a recruiter
      // read a council's "Applications that do not address the selection criteria will not be considered" as never
      // raised).
      (asksCriteria(jobText)
        ? ' The ad asks you to address its selection criteria as well: the Government Jobs Helper drafts each response from your CV.'
        : '') +
      (undated ? ` ${undated.message}` : '') +
      (undatedTickets.length
        ? ` Your CV gives no date for your ${listed(undatedTickets.map((r) => lowerFirst(r.requirement.name)))}: ${undatedTickets.length === 1 ? 'it is' : 'they are'} renewed every few years, so add when ${undatedTickets.length === 1 ? 'it expires' : 'each expires'}.`
        : '') +
      (unfit.length
        ? ` Your ${listed(unfit.map((r) => asNamed(r.requirement.name)))} ${unfit.length === 1 ? 'is' : 'are'} not the kind or state the ad asks for: apply for the one it asks for, and say in your cover letter that you have.`
        : '') +
      // What the CV shows lapsed is asked back as lapsed, not as something to add ("First aid certificate").
      (lapsed.length
        ? ` Your CV shows ${listed(lapsed.map((x) => `your ${lowerFirst(x.line)}`))} as lapsed: if you have renewed ${lapsed.length === 1 ? 'it' : 'them'}, add the current ${lapsed.length === 1 ? 'one' : 'ones'}.`
        : ''),
    keywordChanges: {
      // Each keyword once, whether a line of its own or set beside the CV's name for it ("SAP Business One (ERP)").
      keywordsAdded: supported
        .filter((k) => byKind('keyword').some((c) => adds(c, k)))
        .map((k) => k.charAt(0).toUpperCase() + k.slice(1)),
      keywordFrequency: Object.fromEntries(
        supported.map((k) => [k, normalise(renderText(cv)).split(normalise(k)).length - 1]),
      ),
    },
    // A verb put in the role's tense is no stronger verb ("Serving" → "Served", "Writing" → "Write"): a recruiter read
    // the count as inflated.
    actionVerbImprovements: {
      totalVerbsStrengthened: strengthened.length,
      verbsReplaced: strengthened.map((c) => ({ from: c.before, to: c.after })),
    },
    structuralChanges: {
      // Only sections the finished CV has: a section a later step emptied is no section reordered.
      sectionsReordered: byKind('reorder')
        .flatMap((c) => c.section.split(', '))
        .filter((heading) => headings.has(heading)),
      // Each said once: two lines that went for one reason ("RSA" under two headings) are one entry.
      australianStandardsApplied: unique([
        ...(byKind('spelling').length
          ? [`Spelling (${byKind('spelling').length} word${byKind('spelling').length === 1 ? '' : 's'})`]
          : []),
        // A detail said as what an employer needs ("Nationality: Australian" → "Australian citizen") is said so.
        ...byKind('personal').map((c) =>
          c.after
            ? `Kept only what an employer needs of “${c.before}”: “${c.after}”`
            : `Removed a personal detail: “${c.before}”`,
        ),
        ...byKind('clean').map((c) => `${c.reason}: “${c.before || c.after}”`),
      ]),
    },
    atsOptimizations: {
      keywordDensityImproved: byKind('keyword').length > 0,
      headingsStandardized: byKind('heading')
        .map((c) => c.after)
        .filter((heading) => headings.has(heading)),
    },
  };
  return {
    original,
    improved: cv,
    originalText: renderText(original),
    improvedText: renderText(cv),
    // Each named by its section as a heading reads without its colon ("Personal Details", not "Personal Details:").
    changes: changes.map((c, i) => ({
      ...c,
      section: c.section.replace(/:\s{0,3}$/, '').trimEnd(),
      undone: undone.has(i),
    })),
    addIfTrue,
    summary,
  };
}

/** The analysis's score as if the CV's length were not checked. */
const lengthBlind = (analysis: CvAnalysis) =>
  score(
    [...analysis.feedback.formatting, ...analysis.feedback.content, ...analysis.feedback.atsRelevance]
      .map((f) => f.code)
      .filter((code) => !code.startsWith('length.')),
  ).score;
