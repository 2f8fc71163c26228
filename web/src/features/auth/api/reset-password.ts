import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFirebaseAuth } from './firebase-client';

/**
 * Sends Firebase Auth's password-reset e-mail. Whether an account exists is never said (the page answers the same
 * either way), so a stranger cannot test which addresses have accounts. The link's continue URL is the sign-in page.
 */
export async function sendResetLink(email: string): Promise<void> {
  const { sendPasswordResetEmail } = await import('firebase/auth');
  try {
    await sendPasswordResetEmail(await getFirebaseAuth(), email, { url: `${window.location.origin}/sign-in` });
  } catch (e) {
    if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
  }
}

/** The e-mail a reset code belongs to, or a Firebase error when the link is used, expired or damaged. */
export async function emailForResetCode(code: string): Promise<string> {
  const { verifyPasswordResetCode } = await import('firebase/auth');
  return verifyPasswordResetCode(await getFirebaseAuth(), code);
}

/** Sets the new password for a reset code. */
export async function setNewPassword(code: string, password: string): Promise<void> {
  const { confirmPasswordReset } = await import('firebase/auth');
  await confirmPasswordReset(await getFirebaseAuth(), code, password);
}

/** The reset link's code checked once per page visit: never retried, never refetched. */
export const resetCodeQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['password-reset', code], queryFn: () => emailForResetCode(code), retry: false });

export const useResetCode = (code: string) => useQuery(resetCodeQueryOptions(code));
