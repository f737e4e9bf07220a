/**
 * Between the first paint and the contact form's script, a submit is held rather than lost (contact-submit-guard.tsx).
 * The inline guard and the form's loader share these names: an attribute that marks the form, and two properties of
 * the form element (properties, not attributes, so React's hydration of the form never sees them).
 */
export const CONTACT_FORM_ATTRIBUTE = 'data-contact-form';
/** Set by the guard: the visitor submitted before the loader ran. */
export const PENDING_SUBMIT_PROPERTY = '__contactSubmitPending';
/** Set by the loader: from now on it handles submits, and the guard lets any submit through. */
export const TAKEN_OVER_PROPERTY = '__contactSubmitTakenOver';
/** How long a held submit waits for the scripts before the form posts itself to the server's answer page. */
export const HELD_SUBMIT_TIMEOUT_MS = 10_000;

/** Called by the loader once it listens: returns whether a submit was held for it. */
export function takeOverSubmit(form: HTMLFormElement): boolean {
  Reflect.set(form, TAKEN_OVER_PROPERTY, true);
  return Reflect.get(form, PENDING_SUBMIT_PROPERTY) === true;
}
