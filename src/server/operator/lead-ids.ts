// Lead ids as the operator names them (POST /api/leads/restore, npm run leads:restore): one check, one wording.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_IDS = 1_000;

export type ParsedLeadIds = { ok: true; ids: string[] } | { ok: false; msg: string };

/** A non-empty list of lead ids (UUIDs, lower-cased), or why not. */
export function parseLeadIds(value: unknown): ParsedLeadIds {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IDS) {
    return { ok: false, msg: `name 1 to ${MAX_IDS} lead ids (the id column of the export)` };
  }
  const invalid = value.filter((id) => typeof id !== 'string' || !UUID_PATTERN.test(id));
  if (invalid.length > 0) {
    // An id is no personal data, but whatever was sent instead might be: say how many, not what.
    return {
      ok: false,
      msg: `${invalid.length} of ${value.length} id(s) given is not a lead id (a UUID such as 0b7f6c1e-2f9a-4d3b-9c55-1a2b3c4d5e6f); nothing was restored`,
    };
  }
  return { ok: true, ids: value.map((id: string) => id.toLowerCase()) };
}

export function unknownLeadsMessage(ids: ReadonlyArray<string>): string {
  return `no lead with id ${ids.join(', ')}; nothing was restored`;
}
