// The inbox's small shared pieces: a notice, a labelled field and select, buttons, a titled section and panel, one look for every form.
// Every control is at least 44 × 44 CSS px (min-h-11, min-w-11), Apple's and Google's smallest target for a thumb
// (tests/fixtures/tap-targets.ts measures it on the pages).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';
export const primaryButtonClass = cn(buttonClass, 'bg-emerald-700 text-white hover:bg-emerald-800');
export const secondaryButtonClass = cn(buttonClass, 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50');
export const dangerButtonClass = cn(buttonClass, 'border border-red-300 bg-white text-red-800 hover:bg-red-50');
/** A link that reads as text (the header's, a "back" link) with a thumb-sized target around it, never squeezed in a row. */
export const tapLinkClass =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-2 text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';
export const inputClass = 'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

/** A status line: `role="alert"` for an error, `role="status"` for news. */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md px-3 py-2 text-sm', tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900')}
    >
      {children}
    </p>
  );
}

/** An input with its visible label. */
export function Field({ label, className, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={cn('block text-sm font-medium text-slate-800', className)}>
      {label}
      <input {...input} className={cn(inputClass, 'mt-1')} />
    </label>
  );
}

/** A select with its visible label: its `options` after any `children` (a choice of none). */
export function SelectField({
  label,
  className,
  options,
  children,
  ...select
}: { label: string; options: ReadonlyArray<{ value: string; text: string }> } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className={cn('block text-sm font-medium', className)}>
      {label}
      <select {...select} className={cn(inputClass, 'mt-1')}>
        {children}
        {options.map(({ value, text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * An action of one button: a form posting `fields` (hidden, `action` among them) to `to`, which works with no script.
 */
export function PostButton({
  to,
  fields,
  className = secondaryButtonClass,
  children,
}: {
  to: string;
  fields: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={to}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}

interface TitledSectionProps {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A titled part of an inbox page: a section named by its heading. */
export function TitledSection({ id, title, className, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled section on a card of its own. */
export function Panel({ className, ...section }: TitledSectionProps) {
  return <TitledSection {...section} className={cn('grid content-start gap-2 rounded-lg border border-slate-200 bg-white p-4', className)} />;
}
