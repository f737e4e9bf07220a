// The inbox's device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies",
// https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies): a browser where a person
// signed in keeps a signed token for that account, and its sign-in tries are counted against the token alone
// (./sign-in-limit.ts), so a storm of wrong passwords from elsewhere does not lock the owner out of their own phone.
// It proves nothing about who holds it: the password is still checked, and it only chooses which counter a try uses.
//
// One cookie per browser, holding a token for each of the last few accounts that signed in there (a shop's shared
// phone). A token is `<nonce>.<mac>`, the MAC an HMAC under a secret every instance reads from the database, over the
// normalised e-mail and the nonce: the cookie names no account (reading it tells nothing of who used the phone), a
// token checks only for the account it was made for, and without the secret none can be forged.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { env } from '@/env';
import { memoizePromise } from '@/lib/memoize-promise';
import { ensureAppSetting } from '@/server/db/app-settings';
import type { Database } from '@/server/db/client';
import { normalisedEmail } from './sign-in-limit';

const isSecure = new URL(env.SITE_URL).protocol === 'https:';
/** `__Secure-` behind HTTPS, as the session cookie: a browser then accepts it only with Secure, from HTTPS. */
const DEVICE_COOKIE = `${isSecure ? '__Secure-' : ''}inbox_device`;
/** A browser unused for this long forgets it; each sign-in there makes a new one. */
const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser is trusted for; the one signed in longest ago drops out first. */
const ACCOUNTS_PER_BROWSER = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
const SEPARATOR = '~';

const secretByDatabase = new WeakMap<Database, Promise<string>>();

/** The device cookies' signing secret: random, stored in the database at first use, the same for every instance. */
export function deviceCookieSecretOf(db: Database): Promise<string> {
  return memoizePromise(secretByDatabase, db, () => ensureAppSetting(db, 'device_cookie_secret', randomBytes(32).toString('base64url')));
}

function macOf(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`inbox-device\0${normalisedEmail(email)}\0${nonce}`)
    .digest('base64url');
}

function tokensIn(requestHeaders: Headers): string[] {
  const value = parseCookies(requestHeaders.get('cookie') ?? '').get(DEVICE_COOKIE) ?? '';
  return value
    .split(SEPARATOR)
    .filter((token) => TOKEN_PATTERN.test(token))
    .slice(0, ACCOUNTS_PER_BROWSER);
}

function isTokenFor(token: string, secret: string, email: string): boolean {
  const [nonce = '', mac = ''] = token.split('.');
  return timingSafeEqual(Buffer.from(macOf(secret, email, nonce)), Buffer.from(mac));
}

/**
 * The nonce of the request's device token for this e-mail, or undefined: no cookie, a token for another account, a
 * forged or altered one.
 */
export function trustedDeviceOf(requestHeaders: Headers, email: string, secret: string): string | undefined {
  return tokensIn(requestHeaders)
    .find((token) => isTokenFor(token, secret, email))
    ?.split('.')[0];
}

/** The Set-Cookie after a successful sign-in: a new token for this account first, the browser's others after it. */
export function deviceCookieAfterSignIn(requestHeaders: Headers, email: string, secret: string): string {
  const nonce = randomBytes(16).toString('base64url');
  const others = tokensIn(requestHeaders).filter((token) => !isTokenFor(token, secret, email));
  const value = [`${nonce}.${macOf(secret, email, nonce)}`, ...others].slice(0, ACCOUNTS_PER_BROWSER).join(SEPARATOR);
  return `${DEVICE_COOKIE}=${value}; Path=/inbox; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${isSecure ? '; Secure' : ''}`;
}
