/**
 * A verb's forms, as CV bullets need them: the past of a base ("manage" → "managed", "lead" → "led") and the base of a
 * past ("planned" → "plan", the dictionary deciding which), irregular verbs listed.
 */

export const IRREGULAR_PAST = new Map(
  Object.entries({
    lead: 'led',
    lay: 'laid',
    dig: 'dug',
    sweep: 'swept',
    troubleshoot: 'troubleshot',
    build: 'built',
    win: 'won',
    grow: 'grew',
    teach: 'taught',
    write: 'wrote',
    oversee: 'oversaw',
    sell: 'sold',
    drive: 'drove',
    make: 'made',
    run: 'ran',
    cut: 'cut',
    set: 'set',
    bring: 'brought',
    begin: 'began',
    speak: 'spoke',
    take: 'took',
    give: 'gave',
    keep: 'kept',
    hold: 'held',
    meet: 'met',
    send: 'sent',
    spend: 'spent',
    buy: 'bought',
    think: 'thought',
    find: 'found',
    get: 'got',
    do: 'did',
    go: 'went',
    see: 'saw',
    put: 'put',
    deal: 'dealt',
    feed: 'fed',
    understand: 'understood',
    undertake: 'undertook',
    rewrite: 'rewrote',
    rebuild: 'rebuilt',
    'co-lead': 'co-led',
    // One word in CVs ("Handover to the RN in charge"), two as a verb.
    handover: 'handed over',
    'co-write': 'co-wrote',
    lend: 'lent',
    rise: 'rose',
    fall: 'fell',
    seek: 'sought',
    catch: 'caught',
    choose: 'chose',
    withdraw: 'withdrew',
    // Stress on the last syllable doubles its consonant.
    refer: 'referred',
    prefer: 'preferred',
    transfer: 'transferred',
    occur: 'occurred',
    confer: 'conferred',
    control: 'controlled',
    patrol: 'patrolled',
    commit: 'committed',
    submit: 'submitted',
    admit: 'admitted',
    permit: 'permitted',
    omit: 'omitted',
    equip: 'equipped',
    compel: 'compelled',
  }),
);
export const PAST_FORMS = new Set(IRREGULAR_PAST.values());

/** "led" → "lead", "reduced" → "reduce", "planned" → "plan", "worked" → "work": the dictionary decides which. */
export function baseOf(past: string, isWord: (w: string) => boolean): string | null {
  const p = past.toLowerCase();
  for (const [base, form] of IRREGULAR_PAST) if (form === p) return base;
  if (p.endsWith('ied')) return `${p.slice(0, -3)}y`;
  if (!p.endsWith('ed')) return null;
  const doubled = p.length > 4 && p.at(-3) === p.at(-4) ? p.slice(0, -3) : null;
  return (
    // Three letters at least: "bed" is no past of "be".
    [p.slice(0, -1), p.slice(0, -2), doubled].find((c) => c && c.length > 2 && isWord(c) && pastOf(c) === p) ?? null
  );
}

/** The past tense of a verb's base form: "manage" → "managed", "plan" → "planned", "liaise" → "liaised". */
export function pastOf(base: string): string {
  const b = base.toLowerCase();
  const irregular = IRREGULAR_PAST.get(b);
  if (irregular) return irregular;
  // Already past ("and wrote the acquittal report", "Co-ran a program"): as it is, never "wroted", "co-raned".
  if (PAST_FORMS.has(b)) return b;
  const prefixed = /^([a-z]+)-([a-z]+)$/.exec(b);
  if (prefixed && PAST_FORMS.has(prefixed[2]!)) return b;
  if (prefixed && IRREGULAR_PAST.has(prefixed[2]!)) return `${prefixed[1]}-${IRREGULAR_PAST.get(prefixed[2]!)}`;
  if (b.endsWith('e')) return `${b}d`;
  if (/[^aeiou]y$/.test(b)) return `${b.slice(0, -1)}ied`;
  // One syllable ending consonant-vowel-consonant doubles its last letter ("plan", "ship"), not w, x or y.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(b)) return `${b}${b.at(-1)}ed`;
  return `${b}ed`;
}
