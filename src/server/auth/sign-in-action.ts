// The inbox's sign-in and sign-out, on the library: our form posts here, we hold the try to the guessing limits
// (./sign-in-limit.ts, with the browser's device cookie, ./device-cookie.ts), the library checks the password and
// makes the session, and we translate its answers into the page's messages and status codes.
import { APIError } from 'better-auth/api';
import type { SignInError } from '@/lib/inbox/account-form-errors';
import { getDatabase } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { logger } from '@/server/logger';
import { formText } from '@/server/http/form-text';
import { getAuth, MAX_PASSWORD_LENGTH } from './auth';
import { authHeadersOf, clientAddressOf } from './client-headers';
import { deviceCookieAfterSignIn, deviceCookieSecretOf, trustedDeviceOf } from './device-cookie';
import { clearAccountFailures, recordSignInFailure, secondsUntilSignInAllowed, type SignInAttempt } from './sign-in-limit';

export type SignInOutcome =
  | { kind: 'signed-in'; setCookies: string[] }
  | { kind: 'refused'; status: 400 | 401 | 403 | 429 | 503; error: SignInError; retryMinutes?: number; email: string };

const MAX_FIELD_LENGTH = 320;

/**
 * Signs in with the form's e-mail and password; the outcome never says whether the e-mail exists. The library's own
 * HTTP sign-in is closed (`disabledPaths` in ./auth.ts), so every try passes the limits here.
 */
export async function signInWithForm(form: FormData, requestHeaders: Headers): Promise<SignInOutcome> {
  const email = formText(form, 'email', MAX_FIELD_LENGTH + 1).trim();
  const password = formText(form, 'password', MAX_PASSWORD_LENGTH + 1);
  if (!email || !password || email.length > MAX_FIELD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    return { kind: 'refused', status: 400, error: 'missing', email: email.slice(0, MAX_FIELD_LENGTH) };
  }
  try {
    const { db } = await getDatabase();
    const secret = await deviceCookieSecretOf(db);
    const headers = authHeadersOf(requestHeaders);
    const attempt: SignInAttempt = { email, address: clientAddressOf(headers), device: trustedDeviceOf(requestHeaders, email, secret) };
    const wait = await secondsUntilSignInAllowed(db, attempt);
    if (wait > 0) return { kind: 'refused', status: 429, error: 'tooMany', retryMinutes: Math.ceil(wait / 60), email };

    const auth = await getAuth();
    const signedIn = await auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers, returnHeaders: true }).catch(async (error: unknown) => {
      if (error instanceof APIError && error.statusCode === 401) await recordSignInFailure(db, attempt);
      throw error;
    });
    if (attempt.device === undefined) await clearAccountFailures(db, email);
    return { kind: 'signed-in', setCookies: [...signedIn.headers.getSetCookie(), deviceCookieAfterSignIn(requestHeaders, email, secret)] };
  } catch (error) {
    if (error instanceof APIError) {
      if (error.statusCode === 403) return { kind: 'refused', status: 403, error: 'disabled', email };
      if (error.statusCode === 401 || error.statusCode === 400) return { kind: 'refused', status: 401, error: 'invalid', email };
    }
    logger.error({ err: describeError(error) }, 'sign-in failed');
    return { kind: 'refused', status: 503, error: 'unavailable', email };
  }
}

/** Ends this browser's session only (the library's sign-out) and clears its cookie; the person's other devices stay signed in. */
async function signOutHere(requestHeaders: Headers): Promise<string[]> {
  const auth = await getAuth();
  // A session that ended meanwhile has nothing left to delete; the cookie is cleared all the same.
  const result = await auth.api.signOut({ headers: authHeadersOf(requestHeaders), returnHeaders: true }).catch(() => undefined);
  return result?.headers.getSetCookie() ?? [];
}

/** Ends every session of the signed-in person, on every device, and clears this browser's cookie. */
async function signOutEverywhere(requestHeaders: Headers): Promise<string[]> {
  const auth = await getAuth();
  const headers = authHeadersOf(requestHeaders);
  // A session that ended meanwhile has nothing left to revoke; any other failure is the server's (not signed out).
  await auth.api.revokeSessions({ headers }).catch((error: unknown) => {
    if (!(error instanceof APIError && error.statusCode === 401)) throw error;
  });
  return signOutHere(requestHeaders);
}

/**
 * A sign-out button's post answered: this device's session ended (`here`) or every one of the person's
 * (`everywhere`), its cookie cleared, and the sign-in page saying which (303).
 */
export async function signOutAnswer(requestHeaders: Headers, scope: 'here' | 'everywhere'): Promise<Response> {
  const cookies = scope === 'here' ? await signOutHere(requestHeaders) : await signOutEverywhere(requestHeaders);
  const headers = new Headers({ Location: `/inbox/sign-in?notice=${scope === 'here' ? 'signedOut' : 'signedOutEverywhere'}` });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
