/**
 * The language switch keeps the visitor's scroll offset, however early they use it.
 *
 * A click on a link marked with KEEP_SCROLL_ATTRIBUTE stores the offset and the link's path for this tab
 * (keep-scroll-script.tsx, an inline script that runs before any bundle). The page at that path restores it:
 * - after a full page load (a click before Next's scripts ran, or in a browser where they failed), the same inline
 *   script, at the end of the body, scrolls there as soon as the page is parsed, before its first paint;
 * - after Next's client-side navigation, SiteHeader's client leaf calls `restoreKeptScroll` once the new page is
 *   committed, and once more a frame later in case anything moved it in between.
 * Without JavaScript the links are plain links and the other page opens at its top.
 */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';
export const KEEP_SCROLL_STORAGE_KEY = 'language-switch:scroll';

/** Restores the offset kept for this page's path, once. Returns it, or null when there is none. */
export function restoreKeptScroll(): number | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEEP_SCROLL_STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null || !('path' in saved) || !('y' in saved)) return null;
    if (saved.path !== window.location.pathname || typeof saved.y !== 'number') return null;
    sessionStorage.removeItem(KEEP_SCROLL_STORAGE_KEY);
    window.scrollTo({ top: saved.y, behavior: 'instant' });
    return saved.y;
  } catch {
    // Storage can be unavailable (privacy modes): the page then opens where the navigation left it.
    return null;
  }
}
