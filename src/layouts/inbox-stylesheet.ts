/**
 * The inbox's stylesheet (src/styles/inbox.css, Tailwind over the inbox's files), one text for the two ways a page
 * gets it:
 * - every page of the app links it as a file named by its content's hash (src/pages/inbox/styles/[file].css.ts),
 *   cached for a year: a salesperson's phone fetches it once per deploy, not with every lead it opens;
 * - the offline page, which the inbox's worker keeps alone and which must load nothing, carries it inline.
 */
import { createHash } from 'node:crypto';
import inboxStyles from '@/styles/inbox.css?inline';
import { INBOX_STYLESHEET_FOLDER } from '@/lib/inbox/inbox-app';

export const INBOX_STYLES: string = inboxStyles;

const digest = createHash('sha256').update(inboxStyles).digest();

/** The stylesheet's hash in a Content-Security-Policy, for the page that carries it inline. */
export const INBOX_STYLES_CSP_HASH = `sha256-${digest.toString('base64')}`;

/** The file's name: a new build with other styles gets a new name, so the year's cache is never stale. */
export const INBOX_STYLESHEET_NAME = digest.toString('base64url').slice(0, 12);
export const INBOX_STYLESHEET_PATH = `${INBOX_STYLESHEET_FOLDER}${INBOX_STYLESHEET_NAME}.css`;
