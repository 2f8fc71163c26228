/**
 * The verbs CVs open a bullet with: the analysis's strong action verbs and everyday duty verbs, in the base form. Read by
 * the STAR drafts (a bullet said in the first person) and the rewrite (a bullet opening on a gerund).
 */
import { STRONG_VERBS } from '../analyse/checks/action-verbs';

/** Everyday duty verbs CVs open bullets with, beyond the strong action verbs (base forms). */
export const DUTY_VERBS = new Set(
  `draft process reconcile interpret calculate answer import assist provide handle respond ensure attend perform record
update check track book serve clean operate assess document arrange use work run help care load pick pack receive issue
file enter collect count order refer triage dispense repair service fit weld code edit brief engage contribute participate
conduct greet prepare liaise administer maintain apply source monitor deliver complete coordinate manage plan write teach
lead build design develop deploy test install inspect supervise mentor train support review present negotiate consult
facilitate organise schedule advise treat sell drive identify place send follow explain meet log allocate escalate
register raise take make keep give hold set read reply call visit host open close balance bank lodge post pay quote
bill chase recover supply merchandise unload buddy communicate deal roster scan sort stock replenish cook
cover wash type distribute dispatch measure label look act precept onboard induct chair audit invoice upskill tutor troubleshoot
upsell action handover recognise recognize adjust adapt differentiate modify tailor scaffold notify inform confirm
verify archive transcribe photocopy compile collate obtain lay dig trench compact excavate backfill pour mow prune
weed paint drill erect strip carry sweep mop wax polish vacuum relieve transfer advocate report transport match
miss route offer interview sample screen counsel map benchmark prescribe educate calibrate titrate sterilise
sterilize decontaminate autoclave incubate pipette aliquot swab validate patrol escort search enforce
muster restrain guard calm reassure de-escalate clear wipe stack plate fold garnish bake mix sanitise sanitize refill`.split(
    /\s+/,
  ),
);

/** A verb CVs open a bullet with: a strong action verb or an everyday duty verb (base form), or one of them done
 * again ("reschedule", "re-order", "restock"). */
export const isListedVerb = (word: string): boolean =>
  STRONG_VERBS.has(word) ||
  DUTY_VERBS.has(word) ||
  (/^re-?[a-z]{4}/.test(word) && isListedVerb(word.replace(/^re-?/, '')));
