/**
 * How the lead form's text is normalised before it is validated, by the lead check (check-lead.ts) that the browser
 * and the server's schema both run. Plain regular expressions and String#normalize: nothing to ship.
 *
 * - Unicode NFC, so the same text typed on two keyboards is stored (and hashed for idempotency) the same way.
 * - Format characters (Unicode Cf) are removed: zero-width spaces and joiners, the byte order mark, soft hyphens,
 *   bidi marks, embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). They are invisible, so a
 *   visitor could not find them to delete them; they arrive with pasted text; and bidi overrides make a message or
 *   a CSV cell read differently from what it is.
 * - In the message, every line break becomes `\n`: CRLF (what a browser's plain form post sends), CR, NEL and
 *   the Unicode line and paragraph separators.
 * - Anything else that is not text is refused (the field's `…Invalid` error): control characters (C0, DEL, C1)
 *   and lone surrogates, which PostgreSQL refuses (NUL) or which would reach e-mails and spreadsheets as escape
 *   sequences. Tab and newline are allowed in the message only.
 */

const FORMAT_CHARACTERS = /\p{Cf}/gu;
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
/** Controls, lone surrogates and line or paragraph separators: nothing a one-line field may hold. */
const NOT_ONE_LINE_TEXT = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;
/** The same, less tab and newline (line breaks are `\n` by then). */
const NOT_MESSAGE_TEXT = /(?![\t\n])[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

export type TextKind = 'line' | 'message';

/** Format characters removed, in the message line breaks as `\n`, then NFC. Not trimmed. */
export function normalizeLeadText(value: string, kind: TextKind): string {
  const text = value.replace(FORMAT_CHARACTERS, '');
  // NFC last: a removed character may have stood between a letter and its combining mark (`e\u200b\u0301`).
  return (kind === 'message' ? text.replace(LINE_BREAKS, '\n') : text).normalize('NFC');
}

/** True when normalised text still holds a character the field refuses. */
export function hasRefusedCharacters(normalized: string, kind: TextKind): boolean {
  return (kind === 'message' ? NOT_MESSAGE_TEXT : NOT_ONE_LINE_TEXT).test(normalized);
}

/** For text the visitor does not type (the user agent): normalised, refused characters dropped. */
export function toStorableText(value: string): string {
  return normalizeLeadText(value, 'line').replace(new RegExp(NOT_ONE_LINE_TEXT.source, 'gu'), '');
}

/** One line of text as a person typed it (a search, a name, an e-mail), normalised; undefined when it holds a control character or the like. */
export function readableLine(value: string): string | undefined {
  const normalized = normalizeLeadText(value, 'line');
  return hasRefusedCharacters(normalized, 'line') ? undefined : normalized;
}
