import type { FormEvent, Ref } from 'react';
import type { ContactDraftFields } from '@/lib/contact-draft';
import { mapLeadFields, type LeadField } from '@/lib/lead-fields';
import { MESSAGE_MAX_LENGTH } from '@/lib/lead-rules';
import { cx } from '@/lib/cn';
import { fillPlaceholders } from '@/lib/fill-placeholders';
import { ContactFields } from './contact-fields';
import type { ContactFormProps, FieldErrors } from './contact-form-copy';

/** What the interactive form adds; without it the fields are plain, uncontrolled HTML that posts itself. */
type ContactFormState = {
  values: ContactDraftFields;
  errors: FieldErrors;
  status: string;
  isSending: boolean;
  /** The honeypot is never controlled: this is only what to start it with. */
  initialWebsite: string;
  /** The chosen country's example number, or the form's default placeholder. */
  mobilePlaceholder: string;
  formRef: Ref<HTMLFormElement>;
  /**
   * False while the markup must still be the server's: the Astro island's server render and hydration render, which
   * must not claim `data-interactive` before its handlers are attached. Left out, the form is interactive.
   */
  isInteractive?: boolean;
  onFieldChange: (field: LeadField, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

type ContactFormFieldsProps = ContactFormProps & {
  /** The select's options and groups (see country-options-html.ts). */
  countryOptionsHtml: string;
  state?: ContactFormState;
};

const emptyValues = mapLeadFields(() => '');

/**
 * The contact form's markup, shared by the server-rendered form (works without JavaScript:
 * method, action and names post it as application/x-www-form-urlencoded) and the interactive one,
 * so the swap between them keeps the same elements in the same places.
 */
export function ContactFormFields({ copy, locale, countryOptionsHtml, state }: ContactFormFieldsProps) {
  const messageLength = state?.values.message.length ?? 0;
  const counter = (
    <p
      id="contact-message-count"
      className={cx('ml-auto shrink-0 tabular-nums', messageLength > MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-slate-500')}
    >
      {fillPlaceholders(copy.messageCounter, { count: messageLength })}
    </p>
  );

  return (
    <form
      ref={state?.formRef}
      action="/api/contact"
      method="post"
      // The page's own messages, never the browser's bubble: without JavaScript the server's answer page lists them.
      noValidate
      // Marks the contact form for the browser tests (tests/fixtures/contact-locators.ts), whatever its label.
      data-contact-form=""
      data-interactive={state && state.isInteractive !== false ? '' : undefined}
      onSubmit={state?.onSubmit}
      aria-label={copy.formLabel}
      className="relative grid grid-cols-1 gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2 md:p-8"
    >
      <input type="hidden" name="locale" value={locale} />
      {/* Honeypot: invisible to people and assistive technology, tempting to form-filling bots. */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue={state?.initialWebsite ?? ''} />
      </div>

      <p className="text-sm text-slate-600 md:col-span-2">{copy.allRequired}</p>

      <ContactFields
        labels={copy.labels}
        values={state?.values ?? emptyValues}
        errors={state?.errors ?? {}}
        onFieldChange={state?.onFieldChange}
        countryOptionsHtml={countryOptionsHtml}
        mobilePlaceholder={state?.mobilePlaceholder ?? copy.mobilePlaceholder}
        asides={{ message: { id: 'contact-message-count', content: counter } }}
      />

      <div className="flex flex-col-reverse gap-4 md:col-span-2 md:flex-row md:items-center md:justify-between">
        <p role="status" aria-live="polite" className="text-sm font-medium text-brand-800">
          {state?.status}
        </p>
        <button
          type="submit"
          disabled={state?.isSending}
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-8 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-700/70 aria-busy:cursor-wait aria-busy:bg-brand-700/70 md:ml-auto"
        >
          {state?.isSending ? copy.sending : copy.submit}
        </button>
      </div>
    </form>
  );
}
