import type { ReactNode } from 'react';
import type { LeadField } from '@/lib/lead-fields';
import { cx } from '@/lib/cn';
import { errorId, fieldId } from './contact-form-copy';

type ContactFieldProps = {
  field: LeadField;
  label: string;
  error?: string;
  /** Text under the control, e.g. the message counter. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A visible label, the control, and the control's error, which the control names in `aria-describedby`. */
export function ContactField({ field, label, error, aside, className, children }: ContactFieldProps) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId(field)} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {(error || aside) && (
        <div className="flex items-start justify-between gap-3 text-sm">
          {error ? (
            // `error`: what the no-JavaScript answer page's stylesheet (contact-page-policy.ts) colours, without Tailwind.
            <p id={errorId(field)} className="error font-medium text-red-700">
              {error}
            </p>
          ) : (
            <span />
          )}
          {aside}
        </div>
      )}
    </div>
  );
}

/** Shared look of the text inputs, select and textarea (`height`: the textarea's own); red when invalid. */
export function controlClassName(isInvalid: boolean, height = 'min-h-12') {
  return cx(
    height,
    'w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors',
    'placeholder:text-slate-400 focus:border-brand-600',
    isInvalid ? 'border-red-600 hover:border-red-600' : 'border-slate-300 hover:border-slate-400',
  );
}
