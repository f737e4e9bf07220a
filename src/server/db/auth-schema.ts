// Better Auth's tables (src/server/auth/auth.ts), with the admin plugin's columns and the rate-limit table its
// `storage: 'database'` uses: the library reads and writes them through its Drizzle adapter, by these property names.
// Table and column names follow ours (snake_case, `auth_` prefix). No `server-only` import: drizzle-kit loads this file.
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// Relative, not `@/`: drizzle-kit resolves no path aliases.
import type { InboxRole } from '../../lib/inbox/vocabulary';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique('auth_users_email_unique'),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // The admin plugin's: `banned` is how a person is disabled (their sessions are deleted at the same time).
  role: text('role').$type<InboxRole>(),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
});

/** A row's person: a user of the inbox, whose rows go with them when they are deleted. */
export const personIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' });

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique('auth_sessions_token_unique'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: personIdColumn(),
    impersonatedBy: text('impersonated_by'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: personIdColumn(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    // The library's own hash (scrypt); never ours.
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_accounts_user_idx').on(table.userId)],
);

/** One-time tokens: the set-password links (`reset-password:<token>`, valid 24 h). */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/**
 * Failed sign-ins, one row each, keyed by a hash of the account (the normalised e-mail), of the client address or of
 * a browser's device token: src/server/auth/sign-in-limit.ts counts them in a window, on every instance alike.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_failures_key_idx').on(table.key, table.createdAt)],
);
