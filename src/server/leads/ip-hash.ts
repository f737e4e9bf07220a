import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { memoizePromise } from '@/lib/memoize-promise';
import type { Database } from '@/server/db/client';
import { appSettings } from '@/server/db/schema';

const SALT_KEY = 'ip_hash_salt';
const saltByDatabase = new WeakMap<Database, Promise<string>>();

async function loadSalt(db: Database): Promise<string> {
  // First instance to start wins; the others read the same salt, so hashes match across instances.
  await db.insert(appSettings).values({ key: SALT_KEY, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SALT_KEY));
  const salt = rows[0]?.value;
  if (!salt) throw new Error('IP hash salt missing after insert');
  return salt;
}

/** The salt: `IP_HASH_SALT` when configured, else a random one persisted in the database. */
export function getIpHashSalt(db: Database, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  return memoizePromise(saltByDatabase, db, () => loadSalt(db));
}

/** Salted SHA-256 of an IP address: the raw address is never stored. */
export function hashIp(ip: string, salt: string): string {
  return createHash('sha256').update(`${salt}\u0000${ip}`).digest('hex');
}
