// The one configuration of the auth library (Better Auth, https://better-auth.com/docs), over our database with its
// Drizzle adapter. It owns passwords (scrypt hashes), sessions (rows in auth_sessions, an HttpOnly cookie), the
// one-time set-password tokens and disabling people (the admin plugin's ban, which deletes their sessions).
// We add: who may sign up (no one: people are created by an admin) and the secret's storage. The limits on password
// guessing are the inbox's sign-in form's (./sign-in-action.ts), the one way to sign in.
// The library's HTTP handler is mounted nowhere (no src/pages/api/auth route): the inbox's pages call it on the server
// (`auth.api`), so none of its endpoints (update-user, list-sessions, the admin plugin's set-role, impersonate…) is
// reachable by a signed-in person's script.
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { env } from '@/env';
import { DEFAULT_INBOX_ROLE, type InboxRole } from '@/lib/inbox/vocabulary';
import { memoizePromise } from '@/lib/memoize-promise';
import { ensureAppSetting } from '@/server/db/app-settings';
import { getDatabase, type Database } from '@/server/db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { retireSetPasswordLinks } from './set-password-links';

/** A session not used for this long ends (seconds); each use after SESSION_REFRESH_SECONDS pushes the end back. */
const SESSION_IDLE_SECONDS = 12 * 60 * 60;
const SESSION_REFRESH_SECONDS = 15 * 60;
/** How long a set-password link works. */
const SET_PASSWORD_LINK_SECONDS = 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

const log = logger.child({ component: 'auth' });

function createAuth(db: Database, secret: string) {
  const siteUrl = new URL(env.SITE_URL);
  return betterAuth({
    appName: 'Inbox',
    baseURL: siteUrl.origin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [siteUrl.origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      // No one signs themselves up: an admin creates each person (npm run users:add, or the inbox's People page).
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: SET_PASSWORD_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Nothing is sent: the link is shown to the admin who made it (src/server/auth/people.ts). A person has one
      // working link: a new one retires the older, and using one retires the rest.
      sendResetPassword: async ({ user, token }) => retireSetPasswordLinks(db, user.id, token),
      onPasswordReset: async ({ user }) => retireSetPasswordLinks(db, user.id),
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
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
    // Our two roles (src/lib/inbox/vocabulary.ts): an admin has the plugin's admin rights, an agent its user's (none).
    plugins: [
      admin({
        roles: { admin: adminAc, agent: userAc } satisfies Record<InboxRole, unknown>,
        defaultRole: DEFAULT_INBOX_ROLE,
        adminRoles: ['admin'] satisfies InboxRole[],
      }),
    ],
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
