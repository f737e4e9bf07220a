import type { ContactDraftFields } from '@/lib/contact-draft';
import { isLeadField, mapLeadFields, type LeadField } from '@/lib/lead-fields';

/** What the visitor did in the plain HTML form before the interactive one took over. */
export type FormSnapshot = {
  values: ContactDraftFields;
  website: string;
  focus: { field: LeadField; selectionStart: number | null; selectionEnd: number | null } | null;
  /** The visitor pressed Submit before the form's script arrived. */
  shouldSubmit: boolean;
  /** The server-rendered select's options, reused rather than sent to the browser a second time. */
  countryOptionsHtml: string;
};

export function takeFormSnapshot(form: HTMLFormElement, shouldSubmit: boolean): FormSnapshot {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const active = document.activeElement;
  const isTextControl = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  const focused = active instanceof HTMLElement && form.contains(active) ? active.getAttribute('name') : null;
  const select = form.elements.namedItem('country');
  return {
    values: mapLeadFields(text),
    website: text('website'),
    focus:
      focused && isLeadField(focused)
        ? {
            field: focused,
            selectionStart: isTextControl ? active.selectionStart : null,
            selectionEnd: isTextControl ? active.selectionEnd : null,
          }
        : null,
    shouldSubmit,
    countryOptionsHtml: select instanceof HTMLSelectElement ? select.innerHTML : '',
  };
}

/**
 * Whether the visitor is in the plain form, or changed any of its fields, before the page's scripts ran: on a slow
 * connection the page is readable, and the form usable, before they arrive.
 */
export function isFormInUse(form: HTMLFormElement): boolean {
  if (form.contains(document.activeElement)) return true;
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLSelectElement) return element.selectedIndex !== initialIndex(element);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      return element.value !== element.defaultValue;
    }
    return false;
  });
}

/** The option a select shows before anyone chooses: the one marked `selected`, else the first that is enabled. */
function initialIndex(select: HTMLSelectElement): number {
  const options = Array.from(select.options);
  const marked = options.findIndex((option) => option.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}
