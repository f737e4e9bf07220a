// How long a routed lead's holder has to answer: the routing document's `answerWithin`, stored as one app setting,
// unless LEAD_ANSWER_WITHIN overrides it.
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { parseDuration } from '@/lib/duration';
import { DEFAULT_ANSWER_WITHIN } from '@/lib/routing/routing-vocabulary';
import type { Database } from '@/server/db/client';
import { appSettings } from '@/server/db/schema';

/** The app_settings row holding the document's `answerWithin`. */
export const ANSWER_WITHIN_SETTING = 'routing_answer_within';

/** LEAD_ANSWER_WITHIN, read once: it overrides the document's `answerWithin` (tests and the benchmark shorten it). */
export const answerWithinOverride =
  env.LEAD_ANSWER_WITHIN === undefined ? undefined : { text: env.LEAD_ANSWER_WITHIN.trim(), ms: parseDuration(env.LEAD_ANSWER_WITHIN) };

/** The stored `answerWithin` (the default when never set). */
export async function readAnswerWithin(db: Database): Promise<string> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, ANSWER_WITHIN_SETTING));
  return row?.value ?? DEFAULT_ANSWER_WITHIN;
}

/** How long a holder has to answer, in ms: LEAD_ANSWER_WITHIN when set, else the stored document's. */
export async function answerWithinMs(db: Database): Promise<number> {
  return answerWithinOverride?.ms ?? parseDuration(await readAnswerWithin(db));
}
