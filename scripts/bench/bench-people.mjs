// People for the benchmarks' servers: `npm run users:add` on the database before the server runs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './server.mjs';

/** Adds a person (named `name`, the e-mail by default) with `env`'s database; their set-password token. */
export function addBenchPerson(env, email, role = 'agent', name = email.split('@')[0] ?? email) {
  const added = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/users.ts', 'add', '--email', email, '--name', name, '--role', role], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const token = new URL(added.stdout.trim().split('\n').at(-1) || 'x:').searchParams.get('token');
  if (!token) throw new Error(`users:add printed no link: ${added.stderr}`);
  return token;
}
