// The people who may sign in to the inbox (/inbox):
//   npm run users:add -- --email E --name N --role admin|agent    creates a person; prints their set-password link
//   npm run users:reset -- --email E                              a new set-password link (valid 24 h)
//   npm run users:disable -- --email E                            disables the person and ends their sessions at once
// The last line printed by add and reset is the one-time link, on the site's public address: SITE_URL, or when this
// shell sets none, the one recorded in the build `npm start` serves (ASTRO_DIST_DIR, default dist:
// scripts/build-site/site-record.mjs). Uses the server's DATABASE_URL / DATA_DIR; a PGlite folder held by a running
// server is never opened: the command asks that server (with ADMIN_TOKEN, or the token the server wrote into the
// folder), which makes the link on its own address.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { INBOX_ROLES } from '@/lib/inbox/vocabulary';
import type { PersonResult } from '@/server/auth/people';
import type { PeopleCommand } from '@/server/operator/people-endpoint';
import { readServedSiteUrl } from './build-site/site-record.mjs';
import { onDatabaseOrServer, runOperatorCommand, UsageError } from './operator/operator-command';

const USAGE = `usage: users.ts add --email E --name N --role ${INBOX_ROLES.join('|')} | reset --email E | disable --email E`;

function describe(command: PeopleCommand, result: Extract<PersonResult, { kind: 'ok' }>): string[] {
  const who = `${result.person.name} <${result.person.email}> (${result.person.role})`;
  if (command.action === 'disable') return [`${who} is disabled; their sessions have ended.`];
  const intro = command.action === 'add' ? `${who} added.` : `New set-password link for ${who}.`;
  return [intro, 'Send them this link to set their password (valid 24 hours, works once):', result.link ?? ''];
}

runOperatorCommand('users', async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  // Before src/env.ts reads the environment: the server's modules are imported here, not at the top, for that reason.
  const builtFor = readServedSiteUrl(fileURLToPath(new URL('..', import.meta.url)));
  if (!process.env.SITE_URL && builtFor) process.env.SITE_URL = builtFor;
  const { peopleCommandSchema, runPeopleCommand, describePeopleRefusal } = await import('@/server/operator/people-endpoint');
  const parsed = peopleCommandSchema.safeParse({ action: positionals[0], ...values });
  if (!parsed.success)
    throw new UsageError(`${parsed.error.issues.map((issue) => `--${issue.path.join('.') || 'action'}: ${issue.message}`).join('; ')}\n${USAGE}`);
  const command = parsed.data;
  const { env } = await import('@/env');
  const { authForDatabase } = await import('@/server/auth/auth');
  const { readLocalOperatorToken } = await import('@/server/operator/local-operator-token');

  const result = await onDatabaseOrServer<PersonResult>(async (db) => runPeopleCommand(await authForDatabase(db), db, command), {
    path: '/api/people',
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(command) },
    token: env.ADMIN_TOKEN ?? readLocalOperatorToken(env.DATA_DIR),
    read: (data) => data as PersonResult,
  });
  if (result.kind !== 'ok') throw new UsageError(describePeopleRefusal(result, command.email));
  for (const line of describe(command, result)) console.log(line);
});
