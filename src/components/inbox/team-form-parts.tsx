// The pieces of the team form (src/components/inbox/team-form.tsx): a text field with its problem beside it, a
// fieldset of checkboxes and the checkboxes of a list, each of them a thumb-sized target.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { TeamFormView } from '@/lib/routing/teams-types';
import { Field } from './inbox-ui';

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

type TeamTextFieldName = 'name' | 'timeZone';

/**
 * A text field of the team form, filled with what was typed and with its problem below it, should the post come back
 * refused; what explains the field (`children`) sits between the two.
 */
export function TeamTextField({
  form,
  name,
  label,
  children,
  ...input
}: { form: TeamFormView; name: TeamTextFieldName; label: string; children?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'form'>) {
  const problem = form.errors[name];
  return (
    <div className="grid gap-1">
      <Field label={label} name={name} defaultValue={form.values[name]} {...input} {...invalidProps(name, problem)} />
      {children}
      <FieldError field={name} text={problem} />
    </div>
  );
}

/** A checkbox with its label, 44 px high: the label takes the tap too. */
export function Checkbox({
  name,
  value,
  label,
  isChecked,
  className,
}: {
  name: string;
  value: string;
  label: ReactNode;
  isChecked: boolean;
  className?: string;
}) {
  return (
    <label className={cn('flex min-h-11 items-center gap-2 text-sm text-slate-900', className)}>
      <input type="checkbox" name={name} value={value} defaultChecked={isChecked} className="size-5 shrink-0" />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}

/** A checkbox for each option, checked where the form's `checked` values hold it. */
export function Checkboxes({
  name,
  options,
  checked,
}: {
  name: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  checked: readonly string[];
}) {
  return options.map(({ value, label }) => <Checkbox key={value} name={name} value={value} label={label} isChecked={checked.includes(value)} />);
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
