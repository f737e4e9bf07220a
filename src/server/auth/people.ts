// The people who may use the inbox: created by an admin (npm run users:add, or the inbox's People page), each with a
// one-time link to set their password, and disabled at once when they leave. The library does the work: its admin
// plugin creates the person, its reset-password token is the link, its ban deletes their sessions.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { env } from '@/env';
import type { Person } from '@/lib/inbox/people-types';
import { INBOX_ROLES, toInboxRole, type InboxRole } from '@/lib/inbox/vocabulary';
import { readableLine } from '@/lib/lead-text';
import type { Database } from '@/server/db/client';
import { authUsers } from '@/server/db/schema';
import type { Auth } from './auth';
import { newestSetPasswordToken } from './set-password-links';

/**
 * A person's name and e-mail, as only an admin sets them (the People page, `npm run users:add`): one line of text
 * each, the name 1 to 100 characters. The name is who the history says acted, so no one names themselves.
 */
const personNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((name) => readableLine(name) !== undefined)
  .transform((name) => readableLine(name) ?? name);
const personEmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const personInputSchema = z.object({ email: personEmailSchema, name: personNameSchema, role: z.enum(INBOX_ROLES) });
export type PersonInput = z.infer<typeof personInputSchema>;
export const personDetailsSchema = z.object({ email: personEmailSchema, name: personNameSchema });
export type PersonDetails = z.infer<typeof personDetailsSchema>;

export type PersonResult = { kind: 'ok'; person: Person; link?: string } | { kind: 'exists' } | { kind: 'unknown' };

const personColumns = { id: authUsers.id, email: authUsers.email, name: authUsers.name, role: authUsers.role, banned: authUsers.banned };
type PersonRow = { id: string; email: string; name: string; role: InboxRole | null; banned: boolean | null };

function toPerson(row: PersonRow): Person {
  return { id: row.id, email: row.email, name: row.name, role: toInboxRole(row.role), isDisabled: row.banned === true };
}

/** Everyone, by name. */
export async function listPeople(db: Database): Promise<Person[]> {
  return (await db.select(personColumns).from(authUsers).orderBy(asc(authUsers.name), asc(authUsers.email))).map(toPerson);
}

/** The person with this e-mail (any case), if any. */
async function findPersonByEmail(db: Database, email: string): Promise<Person | undefined> {
  // No one's e-mail holds a control character, and PostgreSQL refuses NUL in a query's text.
  if (readableLine(email) === undefined) return undefined;
  const [row] = await db.select(personColumns).from(authUsers).where(eq(authUsers.email, email.trim().toLowerCase()));
  return row && toPerson(row);
}

/** The link where a person sets their password, valid 24 h; it retires the person's older links (./set-password-links.ts). */
async function issueSetPasswordLink(auth: Auth, db: Database, person: Person): Promise<string> {
  await auth.api.requestPasswordReset({ body: { email: person.email } });
  const token = await newestSetPasswordToken(db, person.id);
  if (!token) throw new Error('the auth library issued no set-password token');
  return new URL(`/inbox/set-password?token=${encodeURIComponent(token)}`, env.SITE_URL).href;
}

/** Creates a person without a password, and their set-password link. */
export async function addPerson(auth: Auth, db: Database, input: PersonInput): Promise<PersonResult> {
  if (await findPersonByEmail(db, input.email)) return { kind: 'exists' };
  // Called on the server with no session: the admin plugin lets the server create people.
  await auth.api.createUser({ body: { email: input.email, name: input.name, role: input.role } });
  const person = await findPersonByEmail(db, input.email);
  if (!person) throw new Error('created person not found');
  return { kind: 'ok', person, link: await issueSetPasswordLink(auth, db, person) };
}

/** A new set-password link for a person (a forgotten password; a link that expired). */
export async function resetPerson(auth: Auth, db: Database, email: string): Promise<PersonResult> {
  const person = await findPersonByEmail(db, email);
  if (!person) return { kind: 'unknown' };
  return { kind: 'ok', person, link: await issueSetPasswordLink(auth, db, person) };
}

/** Disables a person and ends all their sessions at once (the admin plugin's ban), or enables them again. */
export async function setPersonDisabled(auth: Auth, db: Database, email: string, isDisabled: boolean): Promise<PersonResult> {
  const person = await findPersonByEmail(db, email);
  if (!person) return { kind: 'unknown' };
  const context = await auth.$context;
  await context.internalAdapter.updateUser(person.id, { banned: isDisabled, banReason: isDisabled ? 'disabled' : null, updatedAt: new Date() });
  if (isDisabled) await context.internalAdapter.deleteUserSessions(person.id);
  return { kind: 'ok', person: { ...person, isDisabled } };
}

/** Changes a person's name and e-mail (an admin's edit); `exists` when another person has that e-mail. */
export async function setPersonDetails(db: Database, currentEmail: string, details: PersonDetails): Promise<PersonResult> {
  const person = await findPersonByEmail(db, currentEmail);
  if (!person) return { kind: 'unknown' };
  const holder = await findPersonByEmail(db, details.email);
  if (holder && holder.id !== person.id) return { kind: 'exists' };
  const [row] = await db
    .update(authUsers)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(authUsers.id, person.id))
    .returning(personColumns);
  return row ? { kind: 'ok', person: toPerson(row) } : { kind: 'unknown' };
}
