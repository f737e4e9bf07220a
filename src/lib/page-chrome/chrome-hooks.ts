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

/** The `<template>` holding the page chrome's module script (PageChrome.astro): inert until the loader inserts it. */
export const CHROME_MODULE_TEMPLATE_ID = 'page-chrome-module';

/**
 * The inline script (hashed into the CSP by PageChrome.astro) that starts the page chrome's module once the page has
 * loaded: it inserts the template's `<script type="module" src>`, which the browser then fetches and runs (a script
 * from a template's content has never started, so inserting it runs it). Until then, nothing of it is requested.
 */
export const CHROME_MODULE_LOADER = `(function(){function s(){var t=document.getElementById(${JSON.stringify(CHROME_MODULE_TEMPLATE_ID)});if(t)document.body.append(t.content.cloneNode(true))}document.readyState==='complete'?s():addEventListener('load',s,{once:true})})()`;
