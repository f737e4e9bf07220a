// The one configuration of the auth library (Better Auth, https://better-auth.com/docs), over our database with its
// Drizzle adapter. It owns passwords (scrypt hashes), sessions (rows in auth_sessions, an HttpOnly cookie), the
// one-time set-password tokens and disabling people (the admin plugin's ban, which deletes their sessions).
// We add: who may sign up (no one: people are created by an admin) and the secret's storage. The limits on password
// guessing are the inbox's sign-in form's (./sign-in-action.ts), the one way to sign in.
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { env } from '@/env';
import { memoizePromise } from '@/lib/memoize-promise';
import { ensureAppSetting } from '@/server/db/app-settings';
import { getDatabase, type Database } from '@/server/db/client';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from '@/server/db/schema';
import { logger } from '@/server/logger';

/** A session not used for this long ends (seconds); each use after SESSION_REFRESH_SECONDS pushes the end back. */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
const SESSION_REFRESH_SECONDS = 15 * 60;
/** How long a set-password link works. */
export const SET_PASSWORD_LINK_SECONDS = 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

const log = logger.child({ component: 'auth' });

/**
 * The set-password tokens the library just made, by user id, for src/server/auth/people.ts to turn into a link: the
 * library hands a reset token only to its `sendResetPassword` callback, which we do not use to send anything.
 */
export const issuedSetPasswordTokens = new Map<string, string>();

function createAuth(db: Database, secret: string) {
  const siteUrl = new URL(env.SITE_URL);
  return betterAuth({
    appName: 'Inbox',
    baseURL: siteUrl.origin,
    basePath: '/api/auth',
    // Signing in goes through the inbox's form (./sign-in-action.ts), which holds each try to the guessing limits and
    // the device cookie; the library's own HTTP sign-in would pass by them. Calls from our server (auth.api) still work.
    disabledPaths: ['/sign-in/email'],
    secret,
    trustedOrigins: [siteUrl.origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications, rateLimit: authRateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      // No one signs themselves up: an admin creates each person (npm run users:add, or the inbox's People page).
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: SET_PASSWORD_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        issuedSetPasswordTokens.set(user.id, token);
      },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    rateLimit: {
      // The library's own per-address limits on /api/auth/*, counted in the database (shared by instances).
      enabled: true,
      storage: 'database',
      window: 60,
      max: 60,
    },
    advanced: {
      // Secure behind HTTPS (SITE_URL https://…); HttpOnly and SameSite=Lax are the library's defaults, stated here.
      useSecureCookies: siteUrl.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Our entry stamps the client's address (src/server/auth/client-headers.ts); the library reads it from there.
      ipAddress: { ipAddressHeaders: ['x-client-address'] },
    },
    telemetry: { enabled: false },
    // The library's messages carry no personal data at `warn` ("User not found" and the like); ours go through pino.
    logger: {
      level: 'error',
      log: (level, message) => log[level]({ source: 'better-auth' }, message),
    },
    // Our two roles (src/server/auth/schema.ts): an admin has the plugin's admin rights, an agent its user's (none).
    plugins: [admin({ roles: { admin: adminAc, agent: userAc }, defaultRole: 'agent', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const authByDatabase = new WeakMap<Database, Promise<Auth>>();

/**
 * The library's instance on the server's database, made once per database. The signing secret is AUTH_SECRET, or a
 * random one stored in the database at first start, which every instance then shares.
 */
export async function getAuth(): Promise<Auth> {
  const { db } = await getDatabase();
  return authForDatabase(db);
}

/** The library's instance on a given database (the operator commands open their own). */
export function authForDatabase(db: Database): Promise<Auth> {
  return memoizePromise(authByDatabase, db, async () => {
    const secret = env.AUTH_SECRET ?? (await ensureAppSetting(db, 'auth_secret', randomBytes(32).toString('base64url')));
    return createAuth(db, secret);
  });
}
