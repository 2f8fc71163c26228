/**
 * Undoing single changes of a rewrite, so a person keeps only the changes they agree with. Each change is reverted
 * on the finished CV: the words go back, an added keyword comes out, a removed detail returns to the contact lines,
 * a heading gets its old name and the sections their old order. Reverting only restores the original's own words,
 * so the fact guard still holds.
 */
import { mapItems, type StructuredCv } from './structured-cv';
import type { Change } from './transforms';
import { restoreRoleOrder } from './lead-with-requirements';
import { joinBullets } from './paragraphs-to-bullets';

/** Replaces the first item text (in reading order) that `test` accepts. */
function onFirst(cv: StructuredCv, test: (t: string) => boolean, change: (t: string) => string | null): StructuredCv {
  let done = false;
  return mapItems(cv, (t) => {
    if (done || !test(t)) return t;
    done = true;
    return change(t);
  });
}

function undoOne(cv: StructuredCv, c: Change, all: Change[], original: StructuredCv): StructuredCv {
  switch (c.kind) {
    case 'verb':
    case 'wording':
      return onFirst(
        cv,
        (t) => t.startsWith(c.after),
        (t) => c.before + t.slice(c.after.length),
      );
    case 'spelling': {
      // The word as written, whatever marks it holds ("7+ years' experience").
      const word = new RegExp(
        `(?<![\\p{L}\\p{N}])${c.after.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'u',
      );
      return onFirst(
        cv,
        (t) => word.test(t),
        (t) => t.replace(word, () => c.before),
      );
    }
    case 'keyword':
    case 'summary':
      // An added line comes out; a keyword set beside a line ("SAP Business One (ERP)") leaves the line as it was.
      return onFirst(
        cv,
        (t) => t === c.after,
        () => c.before || null,
      );
    case 'personal':
      // Kept in part ("Nationality: Australian Citizen" → "Australian citizen"): the line as written in its place.
      if (c.after) {
        if (cv.contact.includes(c.after))
          return { ...cv, contact: cv.contact.map((t) => (t === c.after ? c.before : t)) };
        return onFirst(
          cv,
          (t) => t === c.after,
          () => c.before,
        );
      }
      return { ...cv, contact: [...cv.contact, c.before] };
    case 'clean':
      // Reworded: the old words back in place; removed: the item back at the end of its section (or the contact
      // lines); added: taken out again.
      if (c.section === 'Contact' && c.after)
        return { ...cv, contact: cv.contact.map((t) => (t === c.after ? c.before : t)) };
      if (c.after && c.before)
        return onFirst(
          cv,
          (t) => t === c.after,
          () => c.before,
        );
      if (c.after)
        return onFirst(
          cv,
          (t) => t === c.after,
          () => null,
        );
      if (c.section === 'Contact') return { ...cv, contact: [...cv.contact, c.before] };
      return { ...cv, sections: restoreItem(cv, c, all, original) };
    case 'bullets':
      return joinBullets(cv, c);
    case 'emphasis':
      return restoreRoleOrder(cv, original, c.section);
    case 'heading':
      return { ...cv, sections: cv.sections.map((s) => (s.heading === c.after ? { ...s, heading: c.before } : s)) };
    case 'reorder': {
      const order = c.before.split(' → ');
      const at = (h: string) => (order.includes(h) ? order.indexOf(h) : order.length);
      return { ...cv, sections: [...cv.sections].sort((a, b) => at(a.heading) - at(b.heading)) };
    }
  }
}

/** The sections with a removed item back in its section, found by its heading then or now: after the line it
 * followed in the original where that line is still there ("Expires: 2024" back under "First Aid", not under the
 * licence that came to stand last), else at the section's end. */
function restoreItem(cv: StructuredCv, c: Change, all: Change[], original: StructuredCv): StructuredCv['sections'] {
  const renamed = all.find((x) => x.kind === 'heading' && x.before === c.section)?.after;
  const at = cv.sections.findIndex((s) => s.heading === c.section || s.heading === renamed);
  const was = original.sections.find((s) => s.heading === c.section)?.items ?? [];
  const k = was.findIndex((item) => item.text === c.before);
  return cv.sections.map((s, i) => {
    if (i !== at) return s;
    const item = { text: c.before, bullet: was[k]?.bullet ?? false };
    // After the nearest line before it in the original that is still there: a label and its value taken out
    // together ("Salary expectation" / "$35 per hour") come back together, in their order, wherever they stood.
    const present = new Map(s.items.map((x, n) => [x.text, n]));
    let after = -1;
    for (let j = k - 1; j >= 0 && after < 0; j--) after = present.get(was[j]!.text) ?? -1;
    return {
      ...s,
      items: after < 0 ? [...s.items, item] : [...s.items.slice(0, after + 1), item, ...s.items.slice(after + 1)],
    };
  });
}

/** The CV with the changes at `ids` (indexes into `changes`) reverted, latest first. */
export function undoChanges(cv: StructuredCv, changes: Change[], ids: number[], original: StructuredCv): StructuredCv {
  return [...new Set(ids)]
    .filter((i) => changes[i])
    .sort((a, b) => b - a)
    .reduce((acc, i) => undoOne(acc, changes[i]!, changes, original), cv);
}
