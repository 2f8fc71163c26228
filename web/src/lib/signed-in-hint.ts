import { SIGNED_IN_HINT_COOKIE } from '@cvmate/contract';

/** Whether this browser may hold a session: the server sets a readable hint beside the httpOnly session cookie. */
export const maySignedIn = (cookies: string) =>
  cookies.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
