import type { SignInInput, SignUpInput } from '@cvmate/contract';
import { getFirebaseAuth } from './firebase-client';
import { createSession } from './create-session';

/** Each way in ends the same: the ID token becomes a session cookie and the client forgets the user. */
async function finish(idToken: string, profile?: SignUpInput) {
  await createSession({
    idToken,
    profile: profile && { firstName: profile.firstName, lastName: profile.lastName, acceptedTerms: true },
  });
  const { signOut } = await import('firebase/auth');
  await signOut(await getFirebaseAuth());
}

export async function signInWithEmail({ email, password }: SignInInput) {
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  const cred = await signInWithEmailAndPassword(await getFirebaseAuth(), email, password);
  await finish(await cred.user.getIdToken());
}

export async function signUpWithEmail(input: SignUpInput) {
  const { createUserWithEmailAndPassword, updateProfile } = await import('firebase/auth');
  const cred = await createUserWithEmailAndPassword(await getFirebaseAuth(), input.email, input.password);
  await updateProfile(cred.user, { displayName: `${input.firstName} ${input.lastName}`.trim() });
  await finish(await cred.user.getIdToken(true), input);
}

/** Google in a popup; `chooseAccount` asks Google to show the account chooser (Switch Account). */
export async function signInWithGoogle(chooseAccount: boolean) {
  const { GoogleAuthProvider, signInWithPopup } = await import('firebase/auth');
  const provider = new GoogleAuthProvider();
  if (chooseAccount) provider.setCustomParameters({ prompt: 'select_account' });
  const cred = await signInWithPopup(await getFirebaseAuth(), provider);
  await finish(await cred.user.getIdToken());
}

/** Firebase error codes in plain Australian English. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string })?.code ?? '';
  const messages: Record<string, string> = {
    'auth/invalid-credential': 'That e-mail and password don’t match an account. Check them and try again.',
    'auth/user-not-found': 'That e-mail and password don’t match an account. Check them and try again.',
    'auth/wrong-password': 'That e-mail and password don’t match an account. Check them and try again.',
    'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead.',
    'auth/weak-password': 'Please choose a stronger password (at least 8 characters).',
    'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
    'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    'auth/popup-closed-by-user': 'The sign-in window was closed before you finished.',
    'auth/network-request-failed': 'We couldn’t reach the sign-in service. Check your connection and try again.',
    'auth/expired-action-code': 'This reset link has expired. Ask for a new one below.',
    'auth/invalid-action-code': 'This reset link has already been used or is incomplete. Ask for a new one below.',
    'auth/invalid-email': 'Please enter a valid e-mail address.',
  };
  return messages[code] ?? 'Sign-in failed. Please try again.';
}
