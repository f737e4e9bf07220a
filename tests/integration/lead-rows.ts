// Leads written straight into a test database, with every field a form would give: a lead of the inbox's tests.
import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';

/** Inserts a new lead from Nigeria (Ada Obi, a two-line message) with `fields` over it; its id. */
export async function insertLead(db: Database, fields: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(leads)
    .values({
      locale: 'en',
      name: 'Ada Obi',
      country: 'NG',
      mobile: '+2348031234567',
      message: 'Price list please\nsecond line',
      ipHash: 'h',
      status: 'new',
      idempotencyKey: randomUUID(),
      notificationStatus: 'none',
      ...fields,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('no lead');
  return row.id;
}
