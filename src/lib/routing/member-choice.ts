// Which on-duty member gets a lead: the one with the fewest leads assigned by routing in the last 24 hours; a tie goes
// to the one assigned longest ago (never before counts as longest), then to the team's order.

export const LOAD_WINDOW_MS = 24 * 3_600_000;

/** A person's routing load: leads routing gave them in the last 24 h, and when it last gave them one (ms), if ever. */
export interface MemberLoad {
  count: number;
  lastAt: number | null;
}

const NO_LOAD: MemberLoad = { count: 0, lastAt: null };

/** The member of `candidates` (in the team's order) to give the next lead to; undefined when there is none. */
export function chooseMember(candidates: ReadonlyArray<string>, loads: ReadonlyMap<string, MemberLoad>): string | undefined {
  let best: string | undefined;
  let bestLoad = NO_LOAD;
  for (const id of candidates) {
    const load = loads.get(id) ?? NO_LOAD;
    const isBetter =
      best === undefined || load.count < bestLoad.count || (load.count === bestLoad.count && (load.lastAt ?? -Infinity) < (bestLoad.lastAt ?? -Infinity));
    if (isBetter) [best, bestLoad] = [id, load];
  }
  return best;
}

/** `loads` with one more lead given to `id` at `at` (ms): the next choice of the same sweep sees it. */
export function withAssignment(loads: ReadonlyMap<string, MemberLoad>, id: string, at: number): Map<string, MemberLoad> {
  const next = new Map(loads);
  next.set(id, { count: (loads.get(id)?.count ?? 0) + 1, lastAt: at });
  return next;
}
