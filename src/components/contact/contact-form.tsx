'use client';

import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { LEAD_FIELDS, type LeadField, type LeadFields } from '@/lib/lead-fields';
import { dialCodeOf, mobileExampleOf } from '@/lib/phone-data/phone-data';
import { ContactFormFields } from './contact-form-fields';
import { fieldId, type ContactFormProps, type FieldErrors } from './contact-form-copy';
import type { FormSnapshot } from './form-snapshot';
import { MessageDialog } from '@/components/ui/message-dialog';
import { showToast } from '@/components/ui/toast';
import { sendLead } from './send-lead';
import { useContactDraft } from './use-contact-draft';
import { useSnapshotHandoff } from './use-snapshot-handoff';
import { validateLead } from './validate-lead';

type Result = { isSuccess: true } | { isSuccess: false; focusField?: LeadField };

/** A dial code alone (`+234 `) is ours, not the visitor's: a new country may replace it. */
const DIAL_CODE_ONLY = /^\s*\+\d{1,4}\s*$/;

const firstInvalid = (errors: FieldErrors) => LEAD_FIELDS.find((field) => errors[field]);

/**
 * The interactive contact form, loaded lazily by ContactFormLoader: validates with the server's rules
 * (check-lead.ts), keeps the draft, sends it with its idempotency key, queues it while offline and reports the result.
 */
export function ContactForm({ copy, locale, snapshot }: ContactFormProps & { snapshot: FormSnapshot }) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useContactDraft(snapshot.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const focusElement = (id: string) => document.getElementById(id)?.focus();

  useSnapshotHandoff(snapshot, formRef);

  async function deliver(lead: LeadFields) {
    const current = draft.draftRef.current;
    if (!current) return;
    if (!navigator.onLine) return draft.setQueued(true);
    const website = formRef.current?.elements.namedItem('website');
    setIsSending(true);
    draft.markKeyUsed();
    const outcome = await sendLead({
      lead,
      draft: current,
      locale,
      website: website instanceof HTMLInputElement ? website.value : '',
    });
    setIsSending(false);
    if (outcome.kind === 'offline') return draft.setQueued(true);
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

  // A draft queued while offline (on this visit or a previous one) goes out once the browser is online.
  const sendQueued = useEffectEvent(() => {
    if (!draft.isQueued || isSending) return;
    const check = validateLead(draft.fields, copy);
    if (check.ok) void deliver(check.lead);
    else draft.setQueued(false);
  });
  useEffect(() => {
    const onOnline = () => sendQueued();
    window.addEventListener('online', onOnline);
    // A draft queued on an earlier visit goes out now if the browser is already online.
    const timer = setTimeout(() => {
      if (navigator.onLine) sendQueued();
    });
    return () => {
      window.removeEventListener('online', onOnline);
      clearTimeout(timer);
    };
  }, []);

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

  const status = isSending ? copy.sending : draft.isQueued ? copy.queued : '';
  return (
    <>
      <ContactFormFields
        copy={copy}
        locale={locale}
        countryOptionsHtml={snapshot.countryOptionsHtml}
        state={{
          values: draft.fields,
          errors,
          status,
          isSending,
          initialWebsite: snapshot.website,
          mobilePlaceholder: mobileExampleOf(draft.fields.country) ?? copy.mobilePlaceholder,
          formRef,
          onFieldChange,
          onSubmit,
        }}
      />
      <MessageDialog
        open={result !== null}
        title={result?.isSuccess ? copy.successTitle : copy.failureTitle}
        message={
          result?.isSuccess
            ? copy.successMessage
            : result?.focusField
              ? copy.invalidMessage
              : copy.failureMessage
        }
        onClose={closeResult}
      />
    </>
  );
}
