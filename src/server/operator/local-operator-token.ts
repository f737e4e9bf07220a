// The operator commands reach a server that holds an embedded data folder (only one process may open it) with
// ADMIN_TOKEN, or, with none set, with this token: a random one the server writes into the folder at start, readable by
// whoever may read the folder, who could read the whole database anyway. So `npm run users:add` works on a fresh
// install with a server running and nothing configured.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TOKEN_FILE = 'operator.token';
/** The token this process wrote, while it holds the folder. */
let writtenToken: string | undefined;

/** Writes a new token into the held folder (owner-only), for this process's life. */
export function createLocalOperatorToken(dataDir: string): void {
  const token = randomBytes(32).toString('base64url');
  writeFileSync(path.join(dataDir, TOKEN_FILE), token, { mode: 0o600 });
  writtenToken = token;
}

/** The token this server wrote, if it holds a folder. */
export function localOperatorToken(): string | undefined {
  return writtenToken;
}

/** The token the holding server wrote into `dataDir`, for a command; undefined when there is none. */
export function readLocalOperatorToken(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, TOKEN_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
