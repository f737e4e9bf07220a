// The WhatsApp button's reply templates: the rules an admin's template is held to (the templates page, src/server/inbox/
// templates-form.ts), the text a template gives for a lead (the contact attempt, src/server/inbox/reach-lead.ts), and
// the data the templates page shows.
import type { AppLocale } from '@/i18n/locales';
import { fillPlaceholders } from '@/lib/fill-placeholders';
import { hasRefusedCharacters, normalizeLeadText } from '@/lib/lead-text';

/** A few per language (the WhatsApp button offers each), and texts short enough to read before sending. */
export const REPLY_TEMPLATE_LIMITS = { perLanguage: 10, titleLength: 60, textLength: 500 } as const;

/** What a template's text may name: `{name}`, the lead's name, and `{asked}`, the first line of their message. */
const REPLY_TEMPLATE_PLACEHOLDERS = ['name', 'asked'] as const;
type ReplyTemplatePlaceholder = (typeof REPLY_TEMPLATE_PLACEHOLDERS)[number];

/** How much of the first line `{asked}` brings: a chat's opening words, not the whole message. */
const MAX_ASKED_LENGTH = 200;

export type ReplyTemplateErrorKey = 'language' | 'title' | 'titleCharacters' | 'text' | 'textCharacters' | 'placeholder' | 'tooMany' | 'unknown' | 'action';

export interface ReplyTemplateInput {
  title: string;
  text: string;
}

/**
 * A template as an admin typed it, normalised like a lead's text (NFC, invisible format characters removed, line breaks
 * as `\n`) and trimmed, or the first rule it breaks: a one-line title of 1 to 60 characters, a text of 1 to 500
 * (line breaks allowed), no control characters, and no placeholder but `{name}` and `{asked}`.
 */
export function checkReplyTemplate(input: ReplyTemplateInput): { ok: true; template: ReplyTemplateInput } | { ok: false; key: ReplyTemplateErrorKey } {
  const title = normalizeLeadText(input.title, 'line').trim();
  const text = normalizeLeadText(input.text, 'message').trim();
  if (hasRefusedCharacters(title, 'line')) return { ok: false, key: 'titleCharacters' };
  if (title.length === 0 || title.length > REPLY_TEMPLATE_LIMITS.titleLength) return { ok: false, key: 'title' };
  if (hasRefusedCharacters(text, 'message')) return { ok: false, key: 'textCharacters' };
  if (text.length === 0 || text.length > REPLY_TEMPLATE_LIMITS.textLength) return { ok: false, key: 'text' };
  // Any braced word counts as a placeholder (`{问题}`, `{ name }` too): one the filling would leave as typed is refused.
  const named = [...text.matchAll(/\{([^{}\n]*)\}/g)].map((match) => match[1] ?? '');
  if (named.some((placeholder) => !(REPLY_TEMPLATE_PLACEHOLDERS as ReadonlyArray<string>).includes(placeholder))) return { ok: false, key: 'placeholder' };
  return { ok: true, template: { title, text } };
}

/** What the lead asked, for `{asked}`: the first line of their message, trimmed, cut at a word near 200 characters. */
export function askedOf(message: string): string {
  const firstLine = (message.split('\n')[0] ?? '').trim();
  if (firstLine.length <= MAX_ASKED_LENGTH) return firstLine;
  const cut = firstLine.slice(0, MAX_ASKED_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_ASKED_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A template's text for one lead: `{name}` and `{asked}` filled in one pass (a name holding `{asked}` stays as typed),
 * the values trimmed. The result is text; the wa.me link encodes it (src/server/inbox/reach-lead.ts).
 */
export function fillReplyTemplate(text: string, lead: { name: string; message: string }): string {
  const values: Record<ReplyTemplatePlaceholder, string> = { name: lead.name.trim(), asked: askedOf(lead.message) };
  return fillPlaceholders(text, values).trim();
}

/** A stored template as the templates page and the WhatsApp button take it. */
export interface ReplyTemplateView {
  id: string;
  locale: AppLocale;
  title: string;
  text: string;
}

/** A template as the lead page's WhatsApp offer names it: its text is filled on the server when it is chosen. */
export type ReplyTemplateOption = Pick<ReplyTemplateView, 'id' | 'title'>;

export type TemplatesDoneKey = 'added' | 'saved' | 'deleted';

/** What the templates page's last post did: done (after a redirect), or refused with the values typed. */
export type TemplatesFormResult =
  | { kind: 'done'; key: TemplatesDoneKey }
  | { kind: 'error'; key: ReplyTemplateErrorKey; status: 400 | 404 | 409; values: { id?: string; locale?: AppLocale; title: string; text: string } };
