/**
 * The heading a panel knows a criterion by: the number or letter it was pasted with and, where the paste lists
 * essential and desirable criteria apart, the list it is in ("Essential (a)", "Desirable (ii)", "Criterion 3",
 * "KSC 2"). A response headed so answers the criterion the panel scores, in the panel's own order.
 */

/** The list a heading names: "Essential", "Desirable criteria", "Highly desirable". */
const LIST_NAME = /\b(highly desirable|desirable|essential)\b/i;
/** "(b)", "b)", "b.", "(iv)", "ii.": a letter or a roman numeral. */
const LETTER = /^\(?([a-z]|[ivx]{1,4})[).]$/i;
/** "4.", "4)", "4": a number alone. */
const NUMBER = /^(\d{1,2})[.):]?$/;
/** "KSC 2:", "Selection criterion 3 –", "Criterion 1.": a name with its number. */
const NAMED = /^((?:key )?selection criteri(?:on|a)|ksc|sc|criteri(?:on|a)|question)\s*(\d{1,2})/i;
/** A marker's name as an abbreviation ("KSC", "SC"): its number is the panel's own heading, whatever list it is in. */
const ABBREVIATION = /^k?sc$/i;

/** The list's name as a heading writes it ("Desirable"), from the heading it was read under; else none. */
export function listName(heading: string): string {
  const name = LIST_NAME.exec(heading)?.[1];
  return name ? name.charAt(0).toUpperCase() + name.slice(1).toLowerCase() : '';
}

/** A criterion's label from its marker as pasted and the name of its list (shown only where `showList`); a numbered
 * targeted question is "Question 2". */
export function criterionLabel(marker: string, list: string, showList: boolean, question = false): string {
  const inList = showList && list ? `${list} ` : '';
  const letter = LETTER.exec(marker);
  if (letter) return `${inList}(${letter[1]!.toLowerCase()})`;
  const number = NUMBER.exec(marker);
  const noun = question ? 'question' : 'criterion';
  if (number)
    return inList ? `${inList}${noun} ${number[1]}` : `${noun.replace(/^\w/, (c) => c.toUpperCase())} ${number[1]}`;
  const named = NAMED.exec(marker);
  if (named && ABBREVIATION.test(named[1]!)) return `${named[1]!.toUpperCase()}${named[2]}`;
  if (named)
    return `${inList}${named[1]!.replace(/^\w/, (c) => (inList ? c.toLowerCase() : c.toUpperCase()))} ${named[2]}`;
  return showList ? list : '';
}
