import type { AppLocale } from '@/i18n/locales';
import { draftFillMs, type ContactDraft } from '@/lib/contact-draft';
import { HttpError, request } from '@/lib/http-client';
import { LEAD_FIELDS, type LeadFields } from '@/lib/lead-fields';
import { isSavedOfflineAnswer } from '@/lib/offline-support';
import type { FieldErrors } from './contact-form-copy';

type SendOutcome =
  | { kind: 'sent' }
  /** The network failed and the service worker saved the message on the phone: it sends it later (the same key). */
  | { kind: 'saved' }
  /** No answer and the browser knows it is offline: keep the draft queued. */
  | { kind: 'offline' }
  | { kind: 'failed'; errors: FieldErrors };

type SendLeadInput = {
  lead: LeadFields;
  draft: ContactDraft;
  locale: AppLocale;
  /** The honeypot's value: empty for people. */
  website: string;
};

function fieldErrorsOf(error: unknown): FieldErrors {
  const sent = error instanceof HttpError ? error.body?.errors : undefined;
  const errors: FieldErrors = {};
  for (const field of LEAD_FIELDS) {
    const message = sent?.[field];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

/** POSTs the lead with the draft's idempotency key, so a retry after a lost answer stores one lead. */
export async function sendLead({ lead, draft, locale, website }: SendLeadInput): Promise<SendOutcome> {
  try {
    const answer = await request('/api/contact', {
      body: { ...lead, locale, website, fillMs: Math.round(draftFillMs(draft)) },
      headers: { 'Idempotency-Key': draft.idempotencyKey },
    });
    return isSavedOfflineAnswer(answer.data) ? { kind: 'saved' } : { kind: 'sent' };
  } catch (error) {
    if (error instanceof HttpError && error.status === null && !navigator.onLine) return { kind: 'offline' };
    return { kind: 'failed', errors: fieldErrorsOf(error) };
  }
}
