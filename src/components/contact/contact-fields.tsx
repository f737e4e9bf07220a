import type { ChangeEvent, ReactNode } from 'react';
import { LEAD_FIELDS, type LeadField } from '@/lib/lead-fields';
import { ContactField, controlClassName } from './contact-field';
import { errorId, fieldId, type FieldErrors } from './contact-form-copy';

type ChangeableControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type ContactFieldsProps = {
  labels: Record<LeadField, string>;
  values: Record<LeadField, string>;
  errors: FieldErrors;
  /**
   * With it the controls are React's (the interactive form); without it they are plain HTML that starts from
   * `values` and posts itself (the page's first form, the server's answer page).
   */
  onFieldChange?: (field: LeadField, value: string) => void;
  /** The select's options and groups (country-options-html.ts). */
  countryOptionsHtml: string;
  mobilePlaceholder: string;
  /** Text under a control that also describes it (the message counter), with its element's id. */
  asides?: Partial<Record<LeadField, { id: string; content: ReactNode }>>;
};

/** What every control gets: its name and id, whether it is invalid, what describes it, its value. */
type ControlProps = ReturnType<typeof controlProps>;

function controlProps(field: LeadField, { values, errors, onFieldChange }: ContactFieldsProps, describedBy: string[], height?: string) {
  const error = errors[field];
  const ids = [...(error ? [errorId(field)] : []), ...describedBy];
  return {
    id: fieldId(field),
    name: field,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    className: controlClassName(Boolean(error), height),
    ...(onFieldChange
      ? { value: values[field], onChange: (event: ChangeEvent<ChangeableControl>) => onFieldChange(field, event.target.value) }
      : { defaultValue: values[field] }),
  };
}

type FieldControl = {
  /** The field's place in the form's grid (two columns from `md`). */
  className?: string;
  /** The control's height, if not the inputs' (contact-field.tsx). */
  height?: string;
  render: (control: ControlProps, props: ContactFieldsProps) => ReactNode;
};

/** Each field's control. */
const CONTROLS: Record<LeadField, FieldControl> = {
  name: { render: (control) => <input type="text" autoComplete="name" {...control} /> },
  country: {
    render: (control, props) => <select autoComplete="country" {...control} dangerouslySetInnerHTML={{ __html: props.countryOptionsHtml }} />,
  },
  mobile: {
    className: 'md:col-span-2',
    render: (control, props) => <input type="tel" inputMode="tel" autoComplete="tel" placeholder={props.mobilePlaceholder} {...control} />,
  },
  message: {
    className: 'md:col-span-2',
    height: 'min-h-36 resize-y',
    render: (control) => <textarea rows={6} {...control} />,
  },
};

/**
 * The lead's fields, in LEAD_FIELDS order, each with its label and error: the same markup in the server-rendered
 * form, the interactive form and the no-JavaScript answer page (render-contact-page.ts). Grid items of the form.
 */
export function ContactFields(props: ContactFieldsProps) {
  return LEAD_FIELDS.map((field) => {
    const control = CONTROLS[field];
    const aside = props.asides?.[field];
    return (
      <ContactField key={field} field={field} label={props.labels[field]} error={props.errors[field]} aside={aside?.content} className={control.className}>
        {control.render(controlProps(field, props, aside ? [aside.id] : [], control.height), props)}
      </ContactField>
    );
  });
}
