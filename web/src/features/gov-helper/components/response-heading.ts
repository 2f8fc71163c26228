import type { GovResponseItem } from '@cvmate/contract';

/** A response's heading as the panel lists its criterion: its label as pasted ("Essential (a) – A degree …"), else
 * its place in the list ("2. Well-developed written communication …"). The screen, the copy and the downloads share it. */
export const responseHeading = (item: Pick<GovResponseItem, 'requirement' | 'label'>, index: number) =>
  item.label ? `${item.label} – ${item.requirement}` : `${index + 1}. ${item.requirement}`;
