/**
 * Letter groups a PDF-to-Word conversion drops when the font drew them as one glyph (a ligature): "Educaon" for
 * "Education" (ti), "S oware" for "Software" (ft), "cercate" for "certificate" (ti and fi together).
 */
export const LIGATURES = ['fi', 'fl', 'ff', 'ffi', 'ffl', 'ft', 'ti', 'tt', 'tifi'];

/** Whether `damaged` is `word` with up to two ligatures' letters lost ("Qualicaons": fi and ti). */
export function lostLigature(word: string, damaged: string, losses = 2): boolean {
  if (losses === 0 || word.length <= damaged.length) return false;
  for (const l of LIGATURES)
    for (let i = word.indexOf(l); i >= 0; i = word.indexOf(l, i + 1)) {
      const shorter = word.slice(0, i) + word.slice(i + l.length);
      if (shorter === damaged || lostLigature(shorter, damaged, losses - 1)) return true;
    }
  return false;
}
