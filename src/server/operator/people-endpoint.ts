import { z } from 'zod';
import { INBOX_ROLES } from '@/lib/inbox/vocabulary';
import { getAuth, type Auth } from '@/server/auth/auth';
import { addPerson, personInputSchema, resetPerson, setPersonDisabled, type PersonResult } from '@/server/auth/people';
import { getDatabase, type Database } from '@/server/db/client';
import { readJsonBody } from '@/server/http/read-limited-body';
import { databaseUnavailable, respondToOperator } from './operator-endpoint';

const COMMAND_SHAPE = `{"action": "add"|"reset"|"disable", "email", "name", "role": ${INBOX_ROLES.map((role) => `"${role}"`).join('|')}}`;

/** What `npm run users:*` asks a server holding the data folder to do. */
export const peopleCommandSchema = z.discriminatedUnion('action', [
  personInputSchema.extend({ action: z.literal('add') }),
  z.object({ action: z.literal('reset'), email: z.string().trim().toLowerCase().pipe(z.email()) }),
  z.object({ action: z.literal('disable'), email: z.string().trim().toLowerCase().pipe(z.email()) }),
]);
export type PeopleCommand = z.infer<typeof peopleCommandSchema>;

/** Carries out one people command. */
export async function runPeopleCommand(auth: Auth, db: Database, command: PeopleCommand): Promise<PersonResult> {
  if (command.action === 'add') return addPerson(auth, db, command);
  if (command.action === 'reset') return resetPerson(auth, db, command.email);
  return setPersonDisabled(auth, db, command.email, true);
}

/** The operator's one-line answer to a result that is not `ok`. */
export function describePeopleRefusal(result: Exclude<PersonResult, { kind: 'ok' }>, email: string): string {
  return result.kind === 'exists' ? `a person with e-mail ${email} exists already (users:reset makes a new link)` : `no person has e-mail ${email}`;
}

/** `POST /api/people`: `npm run users:add|reset|disable` while a server holds the PGlite folder (operator token). */
export function respondToPeopleCommand(request: Request): Promise<Response> {
  return respondToOperator(request, async (operator) => {
    const { log, headers } = operator;
    const parsed = peopleCommandSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) return Response.json({ success: false, msg: `send ${COMMAND_SHAPE}` }, { status: 400, headers });
    try {
      const result = await runPeopleCommand(await getAuth(), (await getDatabase()).db, parsed.data);
      if (result.kind !== 'ok') return Response.json({ success: false, msg: describePeopleRefusal(result, parsed.data.email) }, { status: 409, headers });
      log.info({ action: parsed.data.action, personId: result.person.id }, 'people command');
      return Response.json({ success: true, msg: 'ok', data: result }, { headers });
    } catch (error) {
      return databaseUnavailable(operator, error, 'people command failed');
    }
  });
}
