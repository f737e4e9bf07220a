// The outbox's routing channels: `assigned`, a routing step's ring to the one person routing gave the lead to ("For
// you: …"), and `unanswered`, a round's alert to the team's on-duty members and the available admins. Each row names
// its step; a lead that has moved on by the row's turn rings nobody (src/server/routing/ring-recipients.ts). Each
// device gets each step's push once (./push-deliveries.ts), across retries and instances.
import type { Database } from '@/server/db/client';
import type { LeadSender } from '@/server/leads/delivery/lead-payload';
import { findRingRecipients } from '@/server/routing/ring-recipients';
import { findPeopleDevices } from './push-deliveries';
import { pushToDevices, type PushSenderOptions } from './push-sender';

/** The sender of one routing channel: its row's step rung on the devices of the people it is for. */
function createRoutingSender(db: Database, options: PushSenderOptions, channel: 'assigned' | 'unanswered'): LeadSender {
  const clock = options.clock ?? (() => new Date());
  return async (lead, { step }) => {
    if (step === null) return;
    const recipients = await findRingRecipients({ leadId: lead.id, step, channel }, db, clock());
    if (!recipients) return;
    await pushToDevices(db, options, lead, { kind: channel, step, waitedMs: recipients.waitedMs }, await findPeopleDevices(db, recipients.personIds));
  };
}

/** The `assigned` channel. */
export const createAssignedSender = (db: Database, options: PushSenderOptions) => createRoutingSender(db, options, 'assigned');
/** The `unanswered` channel. */
export const createUnansweredSender = (db: Database, options: PushSenderOptions) => createRoutingSender(db, options, 'unanswered');
