/**
 * Where the contact form's draft lives. Kept apart from contact-draft.ts because the page's
 * first-load script needs only `hasContactDraft`.
 */
export const CONTACT_DRAFT_STORAGE_KEY = 'contact-form-draft';

export function hasContactDraft(): boolean {
  try {
    return localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
