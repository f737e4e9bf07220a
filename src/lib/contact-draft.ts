import { MIN_FILL_MS, mapLeadFields, type LeadField } from './lead-fields';

/** Where the draft lives in the browser's storage. */
const STORAGE_KEY = 'contact-form-draft';

/**
 * The unsent contact form, kept in localStorage so nothing typed is lost on a reload,
 * a crash or a dropped connection.
 */
export type ContactDraftFields = Record<LeadField, string>;

export type ContactDraft = {
  fields: ContactDraftFields;
  /** Sent as the `Idempotency-Key` header; the same for every retry of this draft. */
  idempotencyKey: string;
  /**
   * Time spent on the draft in earlier page views (ms), stored with it. The fill time the server judges
   * (draftFillMs) adds this page's share, measured on the monotonic clock: phones' wall clocks are often wrong.
   */
  fillMsBefore: number;
  /** `performance.now()` when this page began counting the draft's time; never stored. */
  countingSince: number;
  /** Submitted while offline: send it as soon as the connection returns. */
  isQueued: boolean;
  /**
   * Sent at least once with this key, maybe stored without the answer reaching us. A change to the fields then
   * takes a new key: the server answers 422 to a key replayed with other text, and stores nothing.
   */
  isKeyUsed?: boolean;
};

export const emptyDraftFields: ContactDraftFields = mapLeadFields(() => '');

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost). */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new draft. `countingSince` is when the visitor could have started it: now for the first thing typed into the
 * interactive form; the navigation's start (0) for what was typed into the plain form before the script arrived.
 */
export function startContactDraft(fields: ContactDraftFields, countingSince = performance.now()): ContactDraft {
  return { fields, idempotencyKey: createIdempotencyKey(), fillMsBefore: 0, countingSince, isQueued: false };
}

/** How long the visitor has spent on the draft, over every page view it was open in (ms, never negative). */
export function draftFillMs(draft: ContactDraft): number {
  return draft.fillMsBefore + Math.max(0, performance.now() - draft.countingSince);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The stored time spent on a draft. A draft saved by the page before fill times existed has only its wall-clock
 * `startedAt`: a person typed it, so it counts as the least time a person takes.
 */
function fillMsBeforeOf(fillMsBefore: unknown, startedAt: unknown): number {
  if (typeof fillMsBefore === 'number' && Number.isFinite(fillMsBefore) && fillMsBefore >= 0) return fillMsBefore;
  return typeof startedAt === 'number' ? MIN_FILL_MS : 0;
}

function parseDraft(value: unknown): ContactDraft | null {
  if (!isRecord(value) || !isRecord(value.fields)) return null;
  const { fields, idempotencyKey, fillMsBefore, startedAt, isQueued, isKeyUsed } = value;
  if (typeof idempotencyKey !== 'string') return null;
  return {
    fields: mapLeadFields((field) => (typeof fields[field] === 'string' ? fields[field] : '')),
    idempotencyKey,
    fillMsBefore: fillMsBeforeOf(fillMsBefore, startedAt),
    countingSince: performance.now(),
    isQueued: isQueued === true,
    isKeyUsed: isKeyUsed === true,
  };
}

// Storage can throw (private mode, quota, disabled cookies): the form then works without drafts.
export function readContactDraft(): ContactDraft | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? parseDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeContactDraft(draft: ContactDraft): void {
  try {
    const { fields, idempotencyKey, isQueued, isKeyUsed } = draft;
    const stored = { fields, idempotencyKey, fillMsBefore: draftFillMs(draft), isQueued, isKeyUsed };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Nothing to do: the draft stays in the page.
  }
}

export function removeContactDraft(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}
