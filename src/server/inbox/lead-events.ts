// A lead's history, one event at a time (who, what, when), and an export's, which belongs to no lead.
import { findWord, LEAD_RESPONSE_KINDS, type LeadEventKind } from '@/lib/inbox/vocabulary';
import type { Database, Transaction } from '@/server/db/client';
import { leadEvents } from '@/server/db/schema';
import { markRoutingAnswered } from '@/server/routing/routing-steps';

/** Who acts: their id, and their name as it is now (kept on the event should they leave). */
export interface Actor {
  id: string;
  name: string;
}

/**
 * Writes one event of a lead's history (or an export's, `leadId` null): who, what, and `now()`. An answer (a call or a
 * chat, a move or a note, an assignment) ends the lead's routing in the same transaction: nobody else is rung for it.
 */
export async function recordEvent(tx: Transaction | Database, actor: Actor, leadId: string | null, kind: LeadEventKind, detail: Record<string, string | null>) {
  await tx.insert(leadEvents).values({ leadId, actorId: actor.id, actorName: actor.name, kind, detail });
  if (leadId && findWord(LEAD_RESPONSE_KINDS, kind)) await markRoutingAnswered(tx, leadId);
}
