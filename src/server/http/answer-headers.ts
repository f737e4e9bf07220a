import type { ServerResponse } from 'node:http';
import { REACH_DESTINATIONS } from '@/lib/inbox/reach-destinations';
import { isApiPath } from '@/lib/routes/api-path';
import { CONTACT_API_PATH } from '@/lib/routes/route-table';
import { CONTACT_PAGE_CSP } from '@/security/contact-page-policy';
import { buildContentSecurityPolicy } from '@/security/csp';
import { staticSecurityHeaders } from '@/security/security-headers';

/**
 * The security headers every answer carries, set on the response before anything writes it (a handler's own
 * header of the same name, e.g. the contact route's, replaces these when it writes the head).
 * The Content-Security-Policy depends on what answers:
 * - pages (prerendered HTML): Astro puts the policy with the pages' script hashes in a `<meta>`; a `<meta>` policy
 *   cannot carry `frame-ancestors`, so the header carries that and the other directives that never block the
 *   page's own scripts or styles. Browsers enforce both policies.
 * - /api/contact: today's policy for its JSON and its no-JavaScript answer page (no scripts, its own stylesheet).
 * - files and the other API routes: staticSecurityHeaders' default, no inline script at all.
 */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'base-uri', 'object-src', 'form-action']);

/** The directives of a policy that only a header can carry, or that never block a page's own scripts and styles. */
function headerOnlyDirectivesOf(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => HEADER_ONLY_DIRECTIVES.has(directive.split(' ')[0] ?? ''))
    .join('; ');
}

const defaultPolicy = buildContentSecurityPolicy([]);
export const PAGE_HEADER_CSP = headerOnlyDirectivesOf(defaultPolicy);
/** An inbox page's: its Call and WhatsApp buttons post to a route that answers 303 to `tel:` or WhatsApp. */
export const INBOX_PAGE_HEADER_CSP = headerOnlyDirectivesOf(buildContentSecurityPolicy([], REACH_DESTINATIONS));

const commonHeaders = staticSecurityHeaders.filter(({ key }) => key !== 'Content-Security-Policy');

export type AnswerKind = 'page' | 'contact' | 'other';

/** What will answer `pathname`, for its policy: a page path has no file extension and is not under /api/. */
export function answerKindOf(pathname: string): AnswerKind {
  if (pathname === CONTACT_API_PATH) return 'contact';
  if (isApiPath(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return 'other';
  return 'page';
}

const POLICIES: Readonly<Record<AnswerKind, string>> = { page: PAGE_HEADER_CSP, contact: CONTACT_PAGE_CSP, other: defaultPolicy };

export function setSecurityHeaders(response: ServerResponse, kind: AnswerKind): void {
  for (const { key, value } of commonHeaders) response.setHeader(key, value);
  response.setHeader('Content-Security-Policy', POLICIES[kind]);
}
