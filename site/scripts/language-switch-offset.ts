import { KEEP_SCROLL_ATTRIBUTE, KEEP_SCROLL_STORAGE_KEY } from '@/components/layout/keep-scroll';
import { PAGE_END_ID } from './chrome-hooks';

/**
 * The language switch keeps the visitor's scroll offset. On this site it is a page load: the switch's links
 * (src/components/layout/language-switch.tsx) are plain links to the other language's page, marked with
 * KEEP_SCROLL_ATTRIBUTE.
 * - `saveOffsetOnLanguageSwitch` (bundled, started by ./index.ts): a click on such a link stores the offset and the
 *   link's path for this tab.
 * - `RESTORE_OFFSET_SCRIPT` (inline at the end of <head>, HeadScripts.astro, which hashes it into the page's
 *   Content-Security-Policy): the page at that path scrolls there before its first paint. At the end of <head> the
 *   body is not parsed yet, so it holds the first paint until the end of the body is (`<link rel="expect">`,
 *   Chromium 124+), then scrolls in the first frame, before anything is painted. Browsers without `rel="expect"`
 *   may paint the top of the page first; the scroll is then made again as soon as the document is parsed.
 * Without JavaScript the links are plain links and the other page opens at its top.
 */

/** Stores the offset for the page a language link leads to; storage can be off (privacy modes): then nothing. */
export function saveOffsetOnLanguageSwitch(signal?: AbortSignal): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${KEEP_SCROLL_ATTRIBUTE}]`) : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      try {
        sessionStorage.setItem(KEEP_SCROLL_STORAGE_KEY, JSON.stringify({ path: link.pathname, y: window.scrollY }));
      } catch {
        // The other page then opens at its top, as without JavaScript.
      }
    },
    // Capture: stored before any other click handler can start the navigation.
    { capture: true, signal },
  );
}

const key = JSON.stringify(KEEP_SCROLL_STORAGE_KEY);

/**
 * ES5 on purpose: it runs before any module, in any browser that runs scripts. `behavior: "instant"` because the
 * site's stylesheet sets `scroll-behavior: smooth`, which would animate a plain `scrollTo(x, y)`.
 */
export const RESTORE_OFFSET_SCRIPT =
  `(function(){try{var s=JSON.parse(sessionStorage.getItem(${key})||"null");` +
  `if(!s||s.path!==location.pathname||typeof s.y!=="number")return;sessionStorage.removeItem(${key});` +
  `var l=document.createElement("link");l.rel="expect";l.href="#${PAGE_END_ID}";l.setAttribute("blocking","render");` +
  `document.head.appendChild(l);` +
  `function go(){if(Math.abs(scrollY-s.y)>1)scrollTo({top:s.y,behavior:"instant"})}` +
  `requestAnimationFrame(go);document.addEventListener("DOMContentLoaded",go)}catch(e){}})()`;
