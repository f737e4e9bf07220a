import { KEEP_SCROLL_ATTRIBUTE, KEEP_SCROLL_STORAGE_KEY } from './keep-scroll';

const key = JSON.stringify(KEEP_SCROLL_STORAGE_KEY);

/**
 * ES5 on purpose: it runs in any browser that runs scripts, before Next's. Restores the offset kept for this page
 * (a full page load after a language switch), then stores the offset on each click of a keep-scroll link.
 * `scroll-behavior: smooth` on the page would animate `scrollTo(x, y)`; `behavior: "instant"` does not.
 */
const source =
  `(function(){function go(y){if(Math.abs(scrollY-y)>1)scrollTo({top:y,behavior:"instant"})}` +
  `try{var s=JSON.parse(sessionStorage.getItem(${key})||"null");if(s&&s.path===location.pathname){` +
  `sessionStorage.removeItem(${key});go(s.y);` +
  // At 375 px Chromium can still adjust the layout (the mobile viewport) after this runs: once more before the paint.
  `requestAnimationFrame(function(){go(s.y)});addEventListener("DOMContentLoaded",function(){go(s.y)})}}catch(e){}` +
  `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[${KEEP_SCROLL_ATTRIBUTE}]");` +
  `if(a)try{sessionStorage.setItem(${key},JSON.stringify({path:a.pathname,y:scrollY}))}catch(e){}},true)})()`;

/**
 * The inline half of keep-scroll.ts, at the end of every page with the header: the page is parsed (and laid out with
 * its inlined stylesheet) when it runs. `npm run build` hashes it into the page's Content-Security-Policy.
 */
export function KeepScrollScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
