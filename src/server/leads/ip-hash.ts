import { createHash, randomBytes } from 'node:crypto';
import { memoizePromise } from '@/lib/memoize-promise';
import { ensureAppSetting } from '@/server/db/app-settings';
import type { Database } from '@/server/db/client';

const IP_HASH_SALT_KEY = 'ip_hash_salt';
const saltByDatabase = new WeakMap<Database, Promise<string>>();

/** The salt: `IP_HASH_SALT` when configured, else a random one persisted in the database. */
export function getIpHashSalt(db: Database, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  // First instance to start wins; the others read the same salt, so hashes match across instances.
  return memoizePromise(saltByDatabase, db, () => ensureAppSetting(db, IP_HASH_SALT_KEY, randomBytes(32).toString('hex')));
}

/** Salted SHA-256 of an IP address: the raw address is never stored. */
export function hashIp(ip: string, salt: string): string {
  return createHash('sha256').update(`${salt}\u0000${ip}`).digest('hex');
}
