// After `next build`: the page paints before Next's scripts are fetched and run.
//
// Next writes its chunks as `<script async>` tags in the head. On a fast connection they arrive while the HTML is
// still being parsed and run before anything is painted, so the first paint waits for about 140 KB of JavaScript;
// on a cheap phone that is hundreds of milliseconds of a blank screen. This step removes those tags (and Next's
// preloads of the same files) and adds one small inline script at the end of the body. It inserts the same
// scripts, still async and in any order, exactly as Next emits them, once the first frame with the whole
// document has been painted: after the next animation frame, one script per task, so that inserting eleven
// scripts is not itself a long task. In a hidden tab no frame is painted, so the scripts are inserted at once.
//
// The scripts that every page runs at start also get V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
// Chromium 136 and later): their functions are compiled on a background thread while they download, instead of
// lazily on the main thread when React first calls them. Other browsers ignore the comment.

const ASYNC_CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"\/>/g;
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The inline loader; `srcs` are the chunk URLs in document order. */
export function loaderScript(srcs) {
  return (
    '(function(s){function a(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)}' +
    'function r(){s.forEach(function(u){setTimeout(a,0,u)})}' +
    `document.visibilityState==="hidden"?r():requestAnimationFrame(r)})(${JSON.stringify(srcs)})`
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

/** The chunk URLs the loader of a rewritten page inserts, in order; none when the page has no loader. */
export function deferredScriptsOf(html) {
  const list = /requestAnimationFrame\(r\)\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/** The script's source with the compile hint as its first line; unchanged when it already has it. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}
