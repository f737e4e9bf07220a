// After `next build`: writes the site's stylesheet into each prerendered page, so the first paint waits for no
// request. On a slow network the separate stylesheet costs a round trip before anything shows.
//
// Next's own `experimental.inlineCss` also writes the CSS into the RSC payload (the HTML of /en grew from 46.8 to
// 72.3 KB gzipped), so this step rewrites only the HTML. The `<link>` stays, with `media="not all"`: it no longer
// blocks rendering, and React's stylesheet bookkeeping (which looks the link up by rel, data-precedence and href)
// still finds it, so hydration and client-side navigations never insert and wait for a second copy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;

/** The HTML with each Next stylesheet link preceded by its CSS inline; `readCss` gets the href. */
export function inlineStylesheets(html, readCss) {
  return html.replace(STYLESHEET_LINK, (link, href, precedence) => {
    // A `</style` inside the CSS would end the element early; Tailwind's output never holds one.
    const css = readCss(href);
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="not all"/>`;
  });
}

/** Reads `/_next/static/…` hrefs from the build folder, each file once. */
export function stylesheetReader(dist) {
  const cache = new Map();
  return (href) => {
    if (!cache.has(href)) cache.set(href, readFileSync(join(dist, href.replace(/^\/_next\//, '')), 'utf8'));
    return cache.get(href);
  };
}
