import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appSettings } from './schema';

/**
 * The stored value of a setting the server makes itself (a salt, a secret); `candidate` is stored first when there is
 * none yet. The first instance to start wins, and every instance then reads the same value.
 */
export async function ensureAppSetting(db: Database, key: string, candidate: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: candidate }).onConflictDoNothing();
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  const value = rows[0]?.value;
  if (!value) throw new Error(`setting ${key} missing after insert`);
  return value;
}
