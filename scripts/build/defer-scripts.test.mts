import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferScripts, deferScriptsOfPage, deferredScriptsOf, loaderScript } from './defer-scripts.mjs';

const A = '/_next/static/chunks/a.js';
const B = '/_next/static/chunks/b.js';
const PAGE =
  `<html><head><script src="${A}" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${B}"/><link rel="preload" as="script" href="/other.js"/></head>` +
  `<body><main>…</main><script id="_R_">self.x=1</script><script src="${B}" async=""></script>` +
  '<script>self.__next_f.push([1,"</body>"])</script></body></html>';

describe('deferScriptsOfPage', () => {
  it('defers the scripts of a page, and accepts the page it already rewrote', () => {
    const once = deferScriptsOfPage('/en', PAGE);
    expect(once).toBe(deferScripts(PAGE).html);
    expect(deferScriptsOfPage('/en', once)).toBe(once);
  });

  it('stops the build when a page has no async chunk script to defer', () => {
    const html = '<html><head><script src="/_next/static/chunks/a.js"></script></head><body></body></html>';
    expect(() => deferScriptsOfPage('/en', html)).toThrow(/\/en has no <script src="\/_next\/static\/….js" async=""><\/script>/);
  });

  it('stops the build when a page has no end of body to put the loader before', () => {
    expect(() => deferScriptsOfPage('/en', `<script src="${A}" async=""></script>`)).toThrow('/en has no </body>');
  });
});

describe('deferScripts', () => {
  it('moves every async chunk script into one loader at the end of the body, and drops their preloads', () => {
    const { html, scripts } = deferScripts(PAGE);
    expect(scripts).toEqual([A, B]);
    expect(html).not.toMatch(/<script src="[^"]+" async/);
    expect(html).not.toContain(`href="${B}"`);
    // Other preloads and the legacy-browser script stay; inline scripts keep their order.
    expect(html).toContain('<link rel="preload" as="script" href="/other.js"/>');
    expect(html).toContain('noModule=""');
    expect(html.indexOf('<script id="_R_">')).toBeLessThan(html.indexOf('self.__next_f'));
    expect(html.endsWith(`<script>${loaderScript([A, B])}</script></body></html>`)).toBe(true);
  });

  it('lets the bench read back which scripts the loader inserts', () => {
    expect(deferredScriptsOf(deferScripts(PAGE).html)).toEqual([A, B]);
    expect(deferredScriptsOf(PAGE)).toEqual([]);
  });

  it('is idempotent: a page already rewritten is left as it is, with no scripts to hint', () => {
    const once = deferScripts(PAGE).html;
    expect(deferScripts(once)).toEqual({ html: once, scripts: [] });
  });

  it('leaves a page without async chunk scripts alone', () => {
    const html = '<html><body><p>static</p></body></html>';
    expect(deferScripts(html)).toEqual({ html, scripts: [] });
  });
});

/** Runs the loader in a fake document; returns what it scheduled and inserted. */
function runLoader(visibilityState: 'visible' | 'hidden', readyState: 'loading' | 'interactive' = 'interactive') {
  const inserted: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const parsed: (() => void)[] = [];
  const document = {
    visibilityState,
    readyState,
    addEventListener: (type: string, callback: () => void) => type === 'DOMContentLoaded' && parsed.push(callback),
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => inserted.push(element) },
  };
  runInNewContext(loaderScript([A, B]), {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: (src: string) => void, _delay: number, src: string) => timers.push(() => callback(src)),
  });
  return { inserted, frames, timers, parsed };
}

describe('the loader', () => {
  it('inserts nothing before the next frame, then each script async in a task of its own', () => {
    const { inserted, frames, timers } = runLoader('visible');
    expect(inserted).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(inserted).toEqual([]);
    expect(timers).toHaveLength(2);
    timers[0]();
    expect(inserted).toEqual([{ src: A, async: true }]);
    timers[1]();
    expect(inserted).toEqual([
      { src: A, async: true },
      { src: B, async: true },
    ]);
  });

  it('waits until the document is parsed: a frame can come before the parser reaches </body>', () => {
    const { inserted, frames, timers, parsed } = runLoader('visible', 'loading');
    expect(frames).toEqual([]);
    expect(parsed).toHaveLength(1);
    parsed[0]();
    expect(frames).toHaveLength(1);
    frames[0]();
    timers.forEach((timer) => timer());
    expect(inserted.map(({ src }) => src)).toEqual([A, B]);
  });

  it('does not wait for a frame in a hidden tab, which paints none', () => {
    const { frames, timers } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(timers).toHaveLength(2);
  });
});
