import { PAGE_END_ID } from './chrome-hooks';
import { KEEP_SCROLL_ATTRIBUTE, KEEP_SCROLL_STORAGE_KEY } from './keep-scroll';

/**
 * The language switch keeps the visitor's scroll offset, every time. On this site it is a page load: the switch's
 * links (src/components/layout/language-switch.tsx) are plain links to the other language's page, marked with
 * KEEP_SCROLL_ATTRIBUTE. One inline script at the end of <head> (HeadScripts.astro, which hashes it into the page's
 * Content-Security-Policy) does both halves:
 * - save: a click on such a link stores the offset and the link's path for this tab. Inline rather than in the
 *   bundled module: a module runs once the whole document is parsed, and a visitor on a slow connection can open the
 *   menu and tap a language before that; the offset would be lost.
 * - restore: the page at that path scrolls there before its first paint. At the end of <head> the body is not parsed
 *   yet, so the script holds the first paint until the end of the body is (`<link rel="expect" blocking="render">`,
 *   Chromium 124+), then scrolls in the first frame, before anything is painted. A browser without `rel="expect"` may
 *   paint the top of a long page first; the scroll is then made again as soon as the document is parsed.
 * Without JavaScript the links are plain links and the other page opens at its top.
 *
 * ES5 on purpose: it runs before any module, in any browser that runs scripts. Storage can be off (privacy modes): the
 * other page then opens at its top. `behavior: "instant"` because the site's stylesheet sets `scroll-behavior: smooth`,
 * which would animate a plain `scrollTo(x, y)`.
 */
const key = JSON.stringify(KEEP_SCROLL_STORAGE_KEY);

const restore =
  `try{var s=JSON.parse(sessionStorage.getItem(${key})||"null");` +
  `if(s&&s.path===location.pathname&&typeof s.y==="number"){sessionStorage.removeItem(${key});` +
  `var l=document.createElement("link");l.rel="expect";l.href="#${PAGE_END_ID}";l.setAttribute("blocking","render");` +
  `document.head.appendChild(l);` +
  `var go=function(){if(Math.abs(scrollY-s.y)>1)scrollTo({top:s.y,behavior:"instant"})};` +
  `requestAnimationFrame(go);document.addEventListener("DOMContentLoaded",go)}}catch(e){}`;

// Capture phase: stored before any other click handler can start the navigation.
const save =
  `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[${KEEP_SCROLL_ATTRIBUTE}]");` +
  `if(a)try{sessionStorage.setItem(${key},JSON.stringify({path:a.pathname,y:scrollY}))}catch(e){}},true)`;

export const LANGUAGE_SWITCH_OFFSET_SCRIPT = `(function(){${restore}${save}})()`;
