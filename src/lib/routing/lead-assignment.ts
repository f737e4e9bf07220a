// Whom a lead is for, as its e-mail and webhook name it (src/server/leads/delivery/): routing fills it in
// (src/server/routing/lead-assignment.ts) and the senders only word it.

export interface LeadAssignment {
  /** The person the lead is assigned to, if anyone. */
  assignee: { id: string; name: string; email: string } | null;
  /** The team routing gave it to, or waits for; null when no team took it (it rang everyone). */
  team: { name: string; timeZone: string } | null;
  /** While it waits for its team: when the team next opens (null: open with nobody on duty, or never). */
  waitingUntil: Date | null;
}

/** A lead that no team takes: what a sender says when routing is off or has nothing to say. */
export const FOR_EVERYONE: LeadAssignment = { assignee: null, team: null, waitingUntil: null };
