// Build step: writes the site's stylesheet into each prerendered page, so the first paint waits for no request.
// On a slow network the separate stylesheet costs a round trip before anything shows.
//
// Next's own `experimental.inlineCss` also writes the CSS into the RSC payload (the HTML of /en grew from 46.8 to
// 72.3 KB gzipped), so this step rewrites only the HTML. The `<link>` stays, with `media="not all"`: it no longer
// blocks rendering, and React's stylesheet bookkeeping (which looks the link up by rel, data-precedence and href)
// still finds it, so hydration and client-side navigations never insert and wait for a second copy.
//
// Not beasties (the maintained critical-CSS inliner): it inlines the rules the static HTML uses and loads the rest
// later, while menus, dialogs and client-side navigations here need the whole stylesheet at once; asked to inline a
// whole sheet (inlineThreshold), it removes the <link> React looks for. Its lazy loading uses an inline `onload`
// handler, which the pages' CSP (script hashes, no 'unsafe-inline') blocks; and it re-serialises the whole document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rewritePages } from './prerendered-pages.mjs';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;
/** What this step leaves behind: the CSS, then the link that no longer applies. */
const INLINED_STYLESHEET = /<\/style><link rel="stylesheet" href="\/_next\/static\/[^"]+\.css" data-precedence="[^"]+" media="not all"\/>/;
/**
 * Pages Next renders without a stylesheet link: global-error has an <html> of its own and gets only a preload of
 * the CSS, which React turns into a stylesheet if the page is ever shown.
 */
const PAGES_WITHOUT_STYLESHEET = new Set(['/_global-error']);

/** The HTML with each Next stylesheet link preceded by its CSS inline; `readCss` gets the href. */
export function inlineStylesheets(html, readCss) {
  return html.replace(STYLESHEET_LINK, (link, href, precedence) => {
    // A `</style` inside the CSS would end the element early; Tailwind's output never holds one.
    const css = readCss(href);
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="not all"/>`;
  });
}

/**
 * One prerendered page with its stylesheets inline. A page already rewritten is returned as it is. Throws when the
 * page has no Next stylesheet link to inline, or when a stylesheet cannot be inlined: the build stops instead of
 * shipping a page whose first paint waits for the CSS.
 */
export function inlineStylesheetOfPage(route, html, readCss) {
  const rewritten = inlineStylesheets(html, readCss);
  const left = [...rewritten.matchAll(STYLESHEET_LINK)].map(([, href]) => href);
  if (left.length > 0) {
    throw new Error(`${route}: the CSS of ${left.join(', ')} holds "</style", which would end the inline <style> early`);
  }
  if (rewritten === html && !INLINED_STYLESHEET.test(html) && !PAGES_WITHOUT_STYLESHEET.has(route)) {
    throw new Error(
      `${route} has no <link rel="stylesheet" href="/_next/static/….css" data-precedence="…"/> to inline, and no ` +
        'stylesheet inlined by an earlier run (<style>…</style><link … media="not all"/>). Has Next changed its HTML?',
    );
  }
  return rewritten;
}

/** Reads `/_next/static/…` hrefs from the build folder, each file once. */
function stylesheetReader(dist) {
  const cache = new Map();
  return (href) => {
    if (!cache.has(href)) cache.set(href, readFileSync(join(dist, href.replace(/^\/_next\//, '')), 'utf8'));
    return cache.get(href);
  };
}

/** The step: every prerendered page of the build with its stylesheet inline. */
export function inlineStylesheetStep({ dist, appDir }) {
  const readCss = stylesheetReader(dist);
  const count = rewritePages(appDir, (html, route) => inlineStylesheetOfPage(route, html, readCss));
  return `${count} pages`;
}
