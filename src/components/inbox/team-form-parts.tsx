// The pieces of the team form (src/components/inbox/team-form.tsx): a field's problem beside it, a fieldset of
// checkboxes, each of them a thumb-sized target.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The id of the problem shown beside `field`, for its control's aria-describedby. */
const errorIdOf = (field: string) => `team-${field}-error`;

/** The problem of a field, beside it (`role="alert"` reads it out as the page returns). */
export function FieldError({ field, text }: { field: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={errorIdOf(field)} role="alert" className="text-sm font-medium text-red-800">
      {text}
    </p>
  );
}

/** The aria attributes of a control whose field may have a problem. */
export function invalidProps(field: string, text: string | undefined) {
  return text ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(field) } : {};
}

/** A checkbox with its label, 44 px high: the label takes the tap too. */
export function Checkbox({ name, value, label, isChecked, className }: { name: string; value: string; label: ReactNode; isChecked: boolean; className?: string }) {
  return (
    <label className={cn('flex min-h-11 items-center gap-2 text-sm text-slate-900', className)}>
      <input type="checkbox" name={name} value={value} defaultChecked={isChecked} className="size-5 shrink-0" />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}

/** A fieldset with its legend, a hint, its controls and its problem. */
export function CheckboxGroup({ field, legend, hint, error, children }: { field: string; legend: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-1" {...(error ? { 'aria-describedby': errorIdOf(field) } : {})}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {children}
      <FieldError field={field} text={error} />
    </fieldset>
  );
}
