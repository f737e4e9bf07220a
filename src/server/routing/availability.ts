// Each person's Available or Away: one row per person, the same on every device and every sign-in. A change takes
// effect at once: Away passes on the leads they hold unanswered, Available gives them the leads waiting for their
// teams (the duty sweep, run here before the answer).
import { eq } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY, type AvailabilityStatus } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { personAvailability } from '@/server/db/schema';
import { reconcileDuty, type DutySweep } from './duty-sweep';

/** A person's availability (Available until they choose). */
export async function readAvailability(personId: string, db: Database): Promise<AvailabilityStatus> {
  const [row] = await db.select({ status: personAvailability.status }).from(personAvailability).where(eq(personAvailability.userId, personId));
  return row?.status ?? DEFAULT_AVAILABILITY;
}

/** Sets a person Available or Away at `now`, then moves the leads it concerns; what moved. */
export async function setAvailability(input: { personId: string; status: AvailabilityStatus }, db: Database, now: Date): Promise<DutySweep> {
  await db
    .insert(personAvailability)
    .values({ userId: input.personId, status: input.status, changedAt: now })
    .onConflictDoUpdate({ target: personAvailability.userId, set: { status: input.status, changedAt: now } });
  return reconcileDuty(db, now);
}
