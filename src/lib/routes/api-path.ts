/**
 * Where the site's API lives. Apart from the route table (./route-table.ts) so that the public pages' scripts and the
 * service worker, which only tell the API from the rest, carry none of the table's inbox paths.
 */
export const API_PATH = '/api';

/** Whether `pathname` is the site's API: its answers are the server's business, JSON, never a page. */
export function isApiPath(pathname: string): boolean {
  return pathname === API_PATH || pathname.startsWith(`${API_PATH}/`);
}
