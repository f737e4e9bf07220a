import type { LeadField } from '@/lib/lead-fields';
import type { LeadErrorCode } from '@/lib/lead-rules';
import type { AppLocale } from '@/i18n/locales';

/** Every string the contact form shows, made from its messages by buildContactFormCopy (island-copy.ts). */
export type ContactFormCopy = {
  formLabel: string;
  allRequired: string;
  labels: Record<LeadField, string>;
  /** Placeholder of the mobile field before a country is chosen. */
  mobilePlaceholder: string;
  /** Contains the literal `{count}`, filled in by the form. */
  messageCounter: string;
  honeypot: string;
  submit: string;
  sending: string;
  queued: string;
  successTitle: string;
  /** The spec's "Successfully" (§7): a toast beside the "Submitted success" dialog. */
  successToast: string;
  successMessage: string;
  failureTitle: string;
  failureMessage: string;
  invalidMessage: string;
  /** `mobileInvalid` contains the literal `{example}`, filled in with the chosen country's example. */
  errors: Record<LeadErrorCode, string>;
};

/** What the static form and the interactive form both need; the country options come from the rendered page. */
export type ContactFormProps = {
  copy: ContactFormCopy;
  locale: AppLocale;
};

export type FieldErrors = Partial<Record<LeadField, string>>;

export const fieldId = (field: LeadField) => `contact-${field}`;
export const errorId = (field: LeadField) => `contact-${field}-error`;
