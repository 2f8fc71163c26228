import type { User } from './user';

/** Display name: first + last; else first; else e-mail before '@'; else 'User'. */
export function displayName(user: Partial<User> | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Avatar fallback: upper-cased initials of first and last name, else 'U'. */
export function initials(user: Partial<User> | null | undefined): string {
  const letters = [user?.firstName, user?.lastName].map((n) => n?.trim()?.[0] ?? '').join('');
  return letters ? letters.toUpperCase() : 'U';
}
