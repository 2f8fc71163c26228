/**
 * A criterion that asks for work in a setting ("Experience working in a rural, regional or remote health setting",
 * "… experience working with Aboriginal people and communities") answered from examples that never say they were in
 * it: the draft names the gap, so the person neither leaves a panel to assume it nor stretches the example to fit.
 * Curated from Australian selection criteria (the settings and client groups panels screen on); each pattern bounded.
 */
import type { Bullet } from './choose-evidence';
import { promptsOf } from './prompts';

interface Setting {
  /** The criterion's words that ask for it. */
  asks: RegExp;
  /** How a prompt names it, after "this work was". */
  name: string;
  /** Words that show an example was in it. */
  shown: RegExp;
  /** The prompt, where it is no setting to have worked in. */
  prompt?: string;
}

const SETTINGS: Setting[] = [
  {
    // Not a "regional manager" or "working remotely": the place kind, before what is in it.
    asks: /\b(?:rural|regional|remote)(?:,? (?:and|or|rural|regional|remote|,)){0,4} (?:health |community |public )?(?:setting|area|communit|location|town|region|service|environment|context|site|australia|nsw|queensland|victoria|wa\b)/i,
    name: 'in a rural, regional or remote setting',
    shown: /\b(?:rural|regional|remote|country|outback|bush|shire)\b/i,
  },
  {
    asks: /\b(?:aboriginal|torres strait|first nations|indigenous)\b/i,
    name: 'with Aboriginal or Torres Strait Islander people and communities',
    shown:
      /\b(?:aboriginal|torres strait|first nations|indigenous|traditional owners?|koori|murri|noongar|nunga|yolngu|palawa)\b/i,
  },
  {
    // A client group as much as a setting: "with AOD or dual diagnosis clients".
    asks: /\b(?:AOD|alcohol and (?:other )?drugs?|alcohol and drug|dual diagnosis|substance (?:use|abuse|misuse))\b/i,
    name: 'with people who use alcohol or other drugs',
    shown:
      /\b(?:AOD|alcohol|drugs?|substance|addictions?|dual diagnosis|harm reduction|withdrawal|detox|methadone|needle)\b/i,
  },
  {
    asks: /\bculturally and linguistically diverse\b|\bCALD\b|\bmulticultural communit/i,
    name: 'with culturally and linguistically diverse communities',
    shown:
      /\b(?:culturally|CALD|multicultural|migrants?|refugees?|interpreters?|languages?|newly arrived|settlement)\b/i,
  },
  {
    // Schools and their teachers, as an education research or support role asks: a university's "School of …" is
    // no school of children (a draft had told a university school's committee minutes as work with schools).
    asks: /\b(?:with|in) (?:primary |secondary )?schools?(?: and| or|,) (?:teachers|educators|principals)\b|\bschool settings?\b/i,
    name: 'with schools and teachers',
    shown:
      /\b(?:primary|secondary|high|public|state|independent|catholic) schools?\b|\bteachers?\b|\bclassrooms?\b|\bprincipals?\b|\bschool students\b/i,
  },
  {
    asks: /\b(?:higher education|university|tertiary education) (?:setting|environment|sector|context)\b/i,
    name: 'in a university or higher education setting',
    shown: /\b(?:universit(?:y|ies)|TAFE|higher education|facult(?:y|ies)|campus|students?)\b/i,
  },
  {
    asks: /\b(?:government|public sector) (?:setting|environment|sector|context|agency|organisation)\b/i,
    name: 'in a government setting',
    // A public body by its kind of name: "Australian Training Standards Commission", "City of Parramatta".
    shown:
      /\b(?:government|department|dept|council|shire|city of|agency|public sector|ministry|commonwealth|public service|commission|authority|tribunal|regulator|ombudsman|services australia|local health district|hospital and health service)\b/i,
  },
  {
    // Leading people, which a Team Leader's criteria ask first: a buddy to new starters is no supervisor.
    asks: /\b(?:lead(?:ing)?|supervis\w+|manag(?:e|ing))(?: and (?:lead(?:ing)?|supervis\w+|develop\w*))? (?:a |the )?(?:team|staff|employees|people)\b/i,
    name: 'leading or supervising a team',
    shown:
      /\b(?:supervis\w*|managed|managing|manager|led|leading|team leader|leading hand|2IC|second[- ]in[- ]charge|rostered|allocated work|performance reviews?|direct reports?)\b/i,
    prompt:
      '[Your CV does not show you leading or supervising a team. If you have, say when, how many people and what you did; if not, say so plainly and what would carry over.]',
  },
  {
    // Managing projects, which a business officer's or an analyst's criteria ask: a complaint resolved is no project.
    asks: /\bproject management\b|\bmanag(?:e|ing) (?:a |the )?(?:range of )?projects?\b/i,
    name: 'managing a project',
    // Or the shape of one: a move led, a migration, work finished ahead of schedule ("Led the branch's move of 12,000
    // paper grant files into Content Manager … Finished two weeks ahead of schedule").
    shown:
      /\bprojects?\b|\brolled out\b|\brollout\b|\bimplementation\b|\bmigrat(?:ed|ion|ing)\b|\bahead of schedule\b|\bon (?:time|schedule) and (?:on|under|within) budget\b|\bled the (?:[\w’'-]+ ){0,3}(?:move|migration|transition|upgrade|launch|redesign|rebuild|review)\b/i,
    prompt:
      '[Your CV does not show you managing a project. If you have, say what it was, its size and what you delivered; if not, say so plainly and what would carry over.]',
  },
];

/** The prompt naming a setting the criterion asks for that none of its examples shows, or null. Where another line of
 * the CV shows it, the prompt points to that line: "Your CV does not say this work was with Aboriginal … people" had
 * been said of a nurse whose CV tells of a yarning circle set up with an Aboriginal health service. */
export function settingGap(
  criterion: string,
  examples: Bullet[],
  draft: string,
  cvLines: string[] = [],
): string | null {
  if (!examples.length) return null;
  const prompts = promptsOf(draft).join(' ');
  const told = examples.map((b) => [b.text, b.role.title ?? '', b.role.employer ?? ''].join(' ')).join('\n');
  // Not where a prompt of the draft asks of it already ("Your CV does not mention the Aboriginal and Torres Strait
  // Islander students …").
  const gap = SETTINGS.find(
    (s) => s.asks.test(criterion) && !s.shown.test(told) && !s.asks.test(prompts) && !s.shown.test(prompts),
  );
  if (!gap) return null;
  const elsewhere = cvLines.find((line) => gap.shown.test(line));
  if (elsewhere) {
    const quoted = elsewhere.length > 90 ? `${elsewhere.slice(0, 87).replace(/\s+\S*$/, '')} …` : elsewhere;
    return `[Your CV shows work ${gap.name} in another line (“${quoted}”): tell that example here if it answers this criterion.]`;
  }
  return (
    gap.prompt ??
    `[Your CV does not say this work was ${gap.name}. If it was, say where; if not, say so plainly and what would carry over.]`
  );
}
