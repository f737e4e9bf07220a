// Build step: the page paints before Next's scripts are fetched and run.
//
// Next writes its chunks as `<script async>` tags in the head. On a fast connection they arrive while the HTML is
// still being parsed and run before anything is painted, so the first paint waits for about 140 KB of JavaScript;
// on a cheap phone that is hundreds of milliseconds of a blank screen. This step removes those tags (and Next's
// preloads of the same files) and adds one small inline script at the end of the body. It inserts the same
// scripts, still async and in any order, exactly as Next emits them, once the first frame with the whole
// document has been painted: when the document is parsed (DOMContentLoaded; the loader runs just before the parser
// reaches `</body>`, and a frame could come in between), then after the next animation frame, one script per task, so
// that inserting eleven scripts is not itself a long task. In a hidden tab no frame is painted, so the scripts are
// inserted once the document is parsed.
// The scripts the loader inserts then get a compile hint (./add-compile-hints.mjs).
import { rewritePages } from './prerendered-pages.mjs';

const ASYNC_CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"\/>/g;

/** The inline loader; `srcs` are the chunk URLs in document order. */
export function loaderScript(srcs) {
  return (
    '(function(s){function a(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)}' +
    'function r(){s.forEach(function(u){setTimeout(a,0,u)})}' +
    'function g(){document.visibilityState==="hidden"?r():requestAnimationFrame(r)}' +
    `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",g):g()})(${JSON.stringify(srcs)})`
  );
}

/**
 * Next's async chunk scripts, and Next's own preloads of them, replaced by the loader at the end of the body.
 * Returns the page unchanged, and no scripts, when it has no such script (for example when already rewritten).
 */
export function deferScripts(html) {
  const scripts = [];
  const withoutScripts = html.replace(ASYNC_CHUNK_SCRIPT, (_tag, src) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0 || !withoutScripts.includes('</body>')) return { html, scripts: [] };
  const deferred = new Set(scripts);
  const withoutPreloads = withoutScripts.replace(SCRIPT_PRELOAD, (link, href) => (deferred.has(href) ? '' : link));
  const lastBodyEnd = /<\/body>(?![\s\S]*<\/body>)/;
  return { html: withoutPreloads.replace(lastBodyEnd, `<script>${loaderScript(scripts)}</script></body>`), scripts };
}

/** The chunk URLs of Next's async chunk scripts of a page not rewritten, in order. */
export function asyncChunkScriptsOf(html) {
  return [...html.matchAll(ASYNC_CHUNK_SCRIPT)].map(([, src]) => src);
}

/** The chunk URLs the loader of a rewritten page inserts, in order; none when the page has no loader. */
export function deferredScriptsOf(html) {
  const list = /addEventListener\("DOMContentLoaded",g\):g\(\)\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/**
 * One prerendered page with its scripts deferred. A page that already has the loader is returned as it is. Throws
 * when the page has none of Next's async chunk scripts, or no </body> to put the loader before: the build stops
 * instead of shipping a page whose first paint waits for the scripts.
 */
export function deferScriptsOfPage(route, html) {
  if (deferredScriptsOf(html).length > 0) return html;
  if (asyncChunkScriptsOf(html).length === 0) {
    throw new Error(
      `${route} has no <script src="/_next/static/….js" async=""></script> to defer, and no loader from an earlier ` +
        'run (<script>(function(s){…})([…])</script>). Has Next changed its HTML?',
    );
  }
  if (!html.includes('</body>')) throw new Error(`${route} has no </body> to put the script loader before`);
  return deferScripts(html).html;
}

/** The step: every prerendered page of the build with Next's scripts started by the loader. */
export function deferScriptsStep({ appDir }) {
  return `${rewritePages(appDir, (html, route) => deferScriptsOfPage(route, html))} pages`;
}
