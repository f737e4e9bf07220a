/**
 * The visitor's answer to "may we use analytics cookies?", as the page, the head's inline script and the chrome's
 * module share it. Nigeria's GAID 2025 (and Kenya's, Uganda's and Tanzania's laws, China's PIPL) want an affirmative
 * choice before any analytics, one as easy to refuse as to give, and as easy to withdraw: until the visitor accepts,
 * nothing of Google's is loaded (docs/analytics-consent.md).
 */
const CONSENT_CHOICES = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** What `<html data-consent>` says once the head's script has read the record: a choice, or that we must ask. */
export type ConsentState = ConsentChoice | 'ask';
export const CONSENT_STATE_ATTRIBUTE = 'data-consent';

/** The one first-party record: `{"choice":"granted","date":"2026-11-28"}` in the browser's localStorage. */
export const CONSENT_STORAGE_KEY = 'analytics-consent';
/** A choice is asked again this many months after its date. */
export const CONSENT_VALID_MONTHS = 6;

/** The notice's `<dialog>`; its two buttons close it with a choice as `returnValue` (`<form method="dialog">`). */
export const CONSENT_NOTICE_ID = 'consent-notice';
/** The footer's "Cookie settings" buttons, which open the notice again. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';
/** Dispatched on `window` with the choice as `detail` whenever the visitor makes one. */
export const CONSENT_CHANGE_EVENT = 'analytics-consent-change';

export type ConsentRecord = { choice: ConsentChoice; date: string };

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return CONSENT_CHOICES.some((choice) => choice === value);
}

/** The record of `choice` made at `now`: the UTC day alone, the only date the record needs. */
export function consentRecordOf(choice: ConsentChoice, now: Date): ConsentRecord {
  return { choice, date: now.toISOString().slice(0, 10) };
}
