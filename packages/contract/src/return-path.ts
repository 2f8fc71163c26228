/**
 * Where to go after signing in: a path on this site only ("/account", "/?view=job-matching"), never another origin
 * ("//evil.example", "/\\evil.example", "https://…"), never back into signing in or the API, and never longer than a
 * real deep link. Anything else is null, and the caller goes home.
 */
const MAX_RETURN_PATH = 512;
const BASE = 'https://cvmate.invalid';

/** A backslash (read as a slash by browsers) or a control character. */
const unsafe = (ch: string) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

export function returnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_RETURN_PATH) return null;
  // A path, not a scheme-relative URL: one leading slash, no backslash, no control character.
  if (!raw.startsWith('/') || raw.startsWith('//') || [...raw].some(unsafe)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname.startsWith('/api/') || url.pathname === '/sign-in') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
