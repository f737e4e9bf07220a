import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AppLocale } from '@/i18n/locales';
import { LEAD_FIELDS, mapLeadFields, type LeadField, type LeadFields } from '@/lib/lead-fields';
import { SAVED_MESSAGES_SENT } from '@/lib/offline-support';
import { dialCodeOf, mobileExampleOf } from '@/lib/phone-data/phone-data';
import { showToast } from '@/lib/toast';
import { fieldId, type ContactFormCopy, type FieldErrors } from './contact-form-copy';
import { sendLead } from './send-lead';
import { useContactDraft } from './use-contact-draft';
import { validateLead } from './validate-lead';

export type IslandResult = { isSuccess: true } | { isSuccess: false; focusField?: LeadField };

/** A dial code alone (`+234 `) is ours, not the visitor's: a new country may replace it. */
const DIAL_CODE_ONLY = /^\s*\+\d{1,4}\s*$/;

const firstInvalid = (errors: FieldErrors) => LEAD_FIELDS.find((field) => errors[field]);
const focusElement = (id: string) => document.getElementById(id)?.focus();

/** What the visitor typed into the server's form before hydration: React keeps those DOM values, the state has ''. */
function readTypedFields(form: HTMLFormElement) {
  const data = new FormData(form);
  return mapLeadFields((field) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  });
}

/**
 * The contact island's behaviour: the draft (restored after hydration, so the first render matches the server's
 * HTML), validation with the server's rules, sending with the idempotency key and fill time, the offline queue and
 * the result dialog.
 */
export function useIslandForm(copy: ContactFormCopy, locale: AppLocale) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useContactDraft(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<IslandResult | null>(null);
  // Off in the server's HTML and the hydration render: `data-interactive` says the handlers are attached.
  const [isHydrated, setIsHydrated] = useState(false);
  // The service worker holds the sent message until the network is back (its status stays until it reports it sent).
  const [isSavedByWorker, setIsSavedByWorker] = useState(false);

  async function deliver(lead: LeadFields) {
    const current = draft.draftRef.current;
    if (!current) return;
    // Offline with no service worker: the draft waits in this page (and localStorage) until the browser is online.
    // With one, the post goes out anyway: the worker saves it on the phone and sends it even after the tab is closed.
    if (!navigator.onLine && !navigator.serviceWorker?.controller) return draft.setQueued(true);
    const website = formRef.current?.elements.namedItem('website');
    setIsSending(true);
    draft.markKeyUsed();
    const outcome = await sendLead({ lead, draft: current, locale, website: website instanceof HTMLInputElement ? website.value : '' });
    setIsSending(false);
    if (outcome.kind === 'offline') return draft.setQueued(true);
    if (outcome.kind === 'saved') {
      draft.clear();
      setHasTriedSubmit(false);
      return setIsSavedByWorker(true);
    }
    if (outcome.kind === 'sent') {
      draft.clear();
      setHasTriedSubmit(false);
      setErrors({});
      showToast(copy.successToast, { variant: 'success' });
      return setResult({ isSuccess: true });
    }
    draft.setQueued(false);
    setErrors(outcome.errors);
    setResult({ isSuccess: false, focusField: firstInvalid(outcome.errors) });
  }

  // A queued draft (this visit's or an earlier one's) goes out once the browser is online. Read through the ref:
  // it may run before the render that follows the draft's restore.
  const sendQueued = useEffectEvent(() => {
    const current = draft.draftRef.current;
    if (!current?.isQueued || isSending) return;
    const check = validateLead(current.fields, copy);
    if (check.ok) void deliver(check.lead);
    else draft.setQueued(false);
  });

  const restoreOnHydration = useEffectEvent(() => {
    if (formRef.current) draft.restore(readTypedFields(formRef.current));
    if (navigator.onLine) sendQueued();
  });
  useEffect(() => {
    // The one render after hydration is the point: the hydrated render must equal the server's HTML, so what the
    // visitor typed before it and the saved draft can only come in now.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    restoreOnHydration();
    setIsHydrated(true);
    const onOnline = () => sendQueued();
    const onWorkerMessage = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === SAVED_MESSAGES_SENT) setIsSavedByWorker(false);
    };
    window.addEventListener('online', onOnline);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    setHasTriedSubmit(true);
    const check = validateLead(draft.fields, copy);
    if (!check.ok) {
      // Render the errors first, so the focused field is announced with its error.
      flushSync(() => setErrors(check.errors));
      const field = firstInvalid(check.errors);
      if (field) focusElement(fieldId(field));
      return;
    }
    setErrors({});
    void deliver(check.lead);
  }

  function onFieldChange(field: LeadField, value: string) {
    const patch = { [field]: value };
    const dialCode = dialCodeOf(value);
    if (field === 'country' && dialCode && (draft.fields.mobile === '' || DIAL_CODE_ONLY.test(draft.fields.mobile))) {
      patch.mobile = `${dialCode} `;
    }
    draft.updateFields(patch);
    if (hasTriedSubmit) {
      const check = validateLead({ ...draft.fields, ...patch }, copy);
      setErrors(check.ok ? {} : check.errors);
    }
  }

  function closeResult() {
    const field = result && !result.isSuccess ? result.focusField : undefined;
    // Close the dialog now: its cleanup gives focus back to its opener, and our choice must come after that.
    flushSync(() => setResult(null));
    // The opener is the submit button (disabled while sending) or nothing: choose the target ourselves.
    if (field) focusElement(fieldId(field));
    else formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }

  return {
    result,
    closeResult,
    formState: {
      values: draft.fields,
      errors,
      status: isSending ? copy.sending : draft.isQueued || isSavedByWorker ? copy.queued : '',
      isSending,
      initialWebsite: '',
      isInteractive: isHydrated,
      mobilePlaceholder: mobileExampleOf(draft.fields.country) ?? copy.mobilePlaceholder,
      formRef,
      onFieldChange,
      onSubmit,
    },
  };
}
