/**
 * Where a contact attempt sends the browser (src/pages/inbox/lead/[id]/reach.ts answers a form's post with a 303 to the
 * lead's `tel:` or `https://wa.me/…` link), for the inbox pages' `form-action` (src/server/http/answer-headers.ts):
 * Chromium checks a form's destination at every redirect, and wa.me itself redirects to api.whatsapp.com. No imports:
 * the server's entry reads it for every answer's headers.
 */
export const REACH_DESTINATIONS = ['tel:', 'https://wa.me', 'https://api.whatsapp.com'] as const;
