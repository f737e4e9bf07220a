/**
 * The attributes the page chrome's markup (src/components/layout/*.tsx) carries and its scripts look for:
 * one definition, so a renamed hook breaks the typecheck rather than silently detaching a behaviour.
 */
export const CHROME_HOOKS = {
  progressBar: 'data-progress-bar',
  offlineBanner: 'data-offline-banner',
  backToTop: 'data-back-to-top',
  toasts: 'data-toasts',
  toastTemplate: 'data-toast-template',
  /** On the chrome's root, only when a GA ID is configured: the analytics module's only input. */
  gaId: 'data-ga-id',
  /** On the chrome's root: the toast's text when messages saved offline have been sent (offline-support.ts). */
  savedMessageSent: 'data-saved-message-sent',
} as const;

/** On <html> once the page's behaviours have started (src/scripts/index.ts): the page is enhanced from then on. */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';

/**
 * The id of the chrome's root, the last element of every page's body: the language switch's restore script holds
 * the first paint until it is parsed (language-switch-offset.ts).
 */
export const PAGE_END_ID = 'page-chrome';

/** The element carrying a hook, or null when the page has none (a behaviour then does nothing). */
export function findHook<T extends Element = HTMLElement>(hook: string): T | null {
  return document.querySelector<T>(`[${hook}]`);
}
