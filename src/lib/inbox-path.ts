/** Where the sales team's private inbox lives (src/pages/inbox/): the server guards it, the service worker never keeps it. */
export const INBOX_PATH = '/inbox';

/** Whether `pathname` is the inbox or one of its pages. */
export function isInboxPath(pathname: string): boolean {
  return pathname === INBOX_PATH || pathname.startsWith(`${INBOX_PATH}/`);
}

/** The path of a lead's page in the inbox: what a notification opens and a lead e-mail links to. */
export function leadPagePath(leadId: string): string {
  return `${INBOX_PATH}/lead/${leadId}`;
}
