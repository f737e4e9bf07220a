import { LEAD_FIELDS } from '@/lib/lead-fields';
import { ContactFields, type ContactFieldsProps } from './contact-fields';
import { fieldId, type FieldErrors } from './contact-form-copy';

type ContactAnswerProps = {
  isSuccess: boolean;
  heading: string;
  /** Under the heading: the outcome in a sentence. */
  summary: string;
  /** Above the list of the field errors, each linking to its field. */
  errorsHeading: string;
  errors: FieldErrors;
  /** The form again, its fields as the visitor sent them; none after a success. */
  form?: {
    locale: string;
    /** Sent again with the form, so a resend of one submission stores one lead. */
    idempotencyKey?: string;
    fields: Omit<ContactFieldsProps, 'errors' | 'onFieldChange' | 'asides'>;
    submit: string;
  };
  back: { href: string; label: string };
};

/**
 * The page that answers a no-JavaScript post of the contact form (rendered to static markup by
 * render-contact-page.ts): the outcome, the errors, and the form's own fields with what was typed.
 * No script and no Tailwind: its stylesheet is contact-page-policy.ts's, which styles elements, `.ok`, `.bad`,
 * `.error` and `[aria-invalid=true]`.
 */
export function ContactAnswer({ isSuccess, heading, summary, errorsHeading, errors, form, back }: ContactAnswerProps) {
  const failed = LEAD_FIELDS.filter((field) => errors[field]);
  return (
    <main>
      <h1 className={isSuccess ? 'ok' : 'bad'}>{heading}</h1>
      <div role="status">
        <p className={isSuccess ? 'ok' : 'bad'}>{summary}</p>
        {failed.length > 0 && (
          <>
            <p>{errorsHeading}</p>
            <ul>
              {failed.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>{errors[field]}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {form && (
        <form method="post" action="/api/contact" acceptCharset="utf-8" noValidate>
          <input type="hidden" name="locale" value={form.locale} />
          {form.idempotencyKey && <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />}
          <ContactFields {...form.fields} errors={errors} />
          <div>
            <button type="submit">{form.submit}</button>
          </div>
        </form>
      )}
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </main>
  );
}
