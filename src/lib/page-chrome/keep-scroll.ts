/**
 * The language switch keeps the visitor's scroll offset: its links carry KEEP_SCROLL_ATTRIBUTE, and a click on one
 * stores the offset under KEEP_SCROLL_STORAGE_KEY for the page it opens (./language-switch-offset.ts).
 */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';
export const KEEP_SCROLL_STORAGE_KEY = 'language-switch:scroll';
