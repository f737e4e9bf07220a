// Applies one routing decision (src/lib/routing/routing-decision.ts) to a lead, in one transaction: the claim on the
// step it was decided from, the lead's assignee, the history's event, the ring or the alert as an outbox row, and a
// NOTIFY. The claim is an UPDATE of lead_routing `where step = <the step seen>`: two instances deciding the same step
// at once both try it, PostgreSQL makes the second wait for the first and then finds the step gone, so each step is
// taken once. Routing's events have no person as actor: they are not answers, and the report does not count them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RoutingReason, RoutingState } from '@/lib/inbox/vocabulary';
import type { RoutingPerson } from '@/lib/routing/duty';
import { applyRoutingAction, type RoutingAction, type RoutingRound } from '@/lib/routing/routing-decision';
import type { Database, Transaction } from '@/server/db/client';
import { LEAD_CHANGES_CHANNEL } from '@/server/db/notify-channels';
import { leadEvents, leadOutbox, leadRouting, leads } from '@/server/db/schema';

/** A lead's routing row as a change reads it: its step and state (the claim), team and round. */
interface RoutedLead {
  leadId: string;
  teamId: string;
  step: number;
  round: RoutingRound;
}

/** The round of a lead_routing row with its lead's assignee. */
export function roundOf(
  row: { state: RoutingState; holders: string[]; answerDueAt: Date | null; roundStartedAt: Date | null },
  holder: string | null,
): RoutingRound {
  return {
    state: row.state,
    holder,
    holders: row.holders,
    answerDueAt: row.answerDueAt?.getTime() ?? null,
    roundStartedAt: row.roundStartedAt?.getTime() ?? null,
  };
}

export interface RoutingChange {
  lead: RoutedLead;
  why: RoutingReason;
  action: Exclude<RoutingAction, { kind: 'keep' }>;
  team: { id: string; name: string };
  people: ReadonlyMap<string, RoutingPerson>;
  now: Date;
  answerWithinMs: number;
}

type Detail = Record<string, string | null>;

async function recordRoutingEvent(tx: Transaction, leadId: string, kind: 'routed' | 'unanswered' | 'waiting', detail: Detail, now: Date) {
  await tx.insert(leadEvents).values({ leadId, actorId: null, actorName: '', kind, detail, createdAt: now });
}

/** The round's alert: its event (how long the round went unanswered) and its outbox row. */
async function recordAlert(tx: Transaction, change: RoutingChange, step: number) {
  const startedAt = change.lead.round.roundStartedAt ?? change.now.getTime();
  await recordRoutingEvent(tx, change.lead.leadId, 'unanswered', { team: change.team.name, waitedMs: String(change.now.getTime() - startedAt) }, change.now);
  await tx.insert(leadOutbox).values({ leadId: change.lead.leadId, channel: 'unanswered', step });
}

/**
 * Carries out `change` if the lead is still at the step and state it was decided from; false when another instance (or
 * an answer) moved it first, and nothing was changed.
 */
export async function applyRoutingChange(db: Database, change: RoutingChange): Promise<boolean> {
  const { lead, action, now } = change;
  const next = applyRoutingAction(lead.round, action, now.getTime(), change.answerWithinMs);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(leadRouting)
      .set({
        state: next.state,
        step: sql`${leadRouting.step} + 1`,
        holders: [...next.holders],
        answerDueAt: next.answerDueAt === null ? null : new Date(next.answerDueAt),
        roundStartedAt: next.roundStartedAt === null ? null : new Date(next.roundStartedAt),
        changedAt: now,
      })
      .where(
        and(eq(leadRouting.leadId, lead.leadId), eq(leadRouting.step, lead.step), eq(leadRouting.state, lead.round.state), eq(leadRouting.teamId, lead.teamId)),
      )
      .returning({ step: leadRouting.step });
    if (!claimed) return false;
    const nameOf = (id: string | null) => (id === null ? null : (change.people.get(id)?.name ?? ''));
    const from = lead.round.holder;
    if (action.kind === 'assign' || action.kind === 'wait') await tx.update(leads).set({ assignedTo: next.holder }).where(eq(leads.id, lead.leadId));
    if (action.kind === 'assign') {
      const passed: Detail =
        lead.round.state === 'waiting' ? {} : { fromId: from, from: nameOf(from), withinMs: change.why === 'no-answer' ? String(change.answerWithinMs) : null };
      await recordRoutingEvent(
        tx,
        lead.leadId,
        'routed',
        { toId: action.to, to: nameOf(action.to), team: change.team.name, step: String(claimed.step), reason: change.why, ...passed },
        now,
      );
      await tx.insert(leadOutbox).values({ leadId: lead.leadId, channel: 'assigned', step: claimed.step });
    }
    if (action.kind === 'alert' || (action.kind === 'assign' && action.alert)) await recordAlert(tx, change, claimed.step);
    if (action.kind === 'wait')
      await recordRoutingEvent(tx, lead.leadId, 'waiting', { team: change.team.name, fromId: from, from: nameOf(from), reason: change.why }, now);
    await tx.execute(sql`select pg_notify(${LEAD_CHANGES_CHANNEL}, ${lead.leadId})`);
    return true;
  });
}

/** Ends a lead's routing because a person answered it (LEAD_RESPONSE_KINDS): nothing more rings for it. */
export async function markRoutingAnswered(tx: Transaction | Database, leadId: string): Promise<void> {
  await tx
    .update(leadRouting)
    .set({ state: 'answered', answerDueAt: null, changedAt: sql`now()` })
    .where(and(eq(leadRouting.leadId, leadId), inArray(leadRouting.state, ['waiting', 'ringing', 'unanswered'])));
}
