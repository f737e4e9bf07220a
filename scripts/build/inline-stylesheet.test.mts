import { describe, expect, it } from 'vitest';
import { inlineStylesheetOfPage, inlineStylesheets } from './inline-stylesheet.mjs';

const LINK = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const CSS = 'body{margin:0}.icon{fill:none}';

describe('inlineStylesheets', () => {
  it('writes the CSS before the link and keeps the link, no longer render-blocking, for React to find', () => {
    const html = `<head><meta charSet="utf-8"/>${LINK}</head>`;
    const out = inlineStylesheets(html, (href) => (href === '/_next/static/chunks/site.css' ? CSS : ''));
    expect(out).toBe(
      `<head><meta charSet="utf-8"/><style>${CSS}</style>` +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" media="not all"/></head>',
    );
  });

  it('is idempotent: a page already rewritten is left as it is', () => {
    const once = inlineStylesheets(LINK, () => CSS);
    expect(inlineStylesheets(once, () => CSS)).toBe(once);
  });

  it('leaves a stylesheet whose CSS would close the style element early', () => {
    expect(inlineStylesheets(LINK, () => 'a{content:"</style>"}')).toBe(LINK);
  });

  it('leaves other links alone', () => {
    const html = '<link rel="preload" href="/_next/static/chunks/a.js" as="script"/><link rel="icon" href="/icon.svg"/>';
    expect(inlineStylesheets(html, () => CSS)).toBe(html);
  });
});

describe('inlineStylesheetOfPage', () => {
  it('inlines the stylesheet, and accepts the page it already rewrote', () => {
    const once = inlineStylesheetOfPage('/en', `<head>${LINK}</head>`, () => CSS);
    expect(once).toBe(inlineStylesheets(`<head>${LINK}</head>`, () => CSS));
    expect(inlineStylesheetOfPage('/en', once, () => CSS)).toBe(once);
  });

  it('stops the build when a page has no stylesheet link to inline', () => {
    expect(() => inlineStylesheetOfPage('/en', '<head><link rel="stylesheet" href="/site.css"/></head>', () => CSS)).toThrow(
      /\/en has no <link rel="stylesheet" href="\/_next\/static\/….css" data-precedence="…"\/>/,
    );
  });

  it('stops the build when a stylesheet cannot be inlined', () => {
    expect(() => inlineStylesheetOfPage('/en', LINK, () => 'a{content:"</style>"}')).toThrow(
      '/en: the CSS of /_next/static/chunks/site.css holds "</style"',
    );
  });

  it('accepts global-error without a stylesheet: Next gives it only a preload', () => {
    const html = '<head><link rel="preload" href="/_next/static/chunks/site.css" as="style"/></head>';
    expect(inlineStylesheetOfPage('/_global-error', html, () => CSS)).toBe(html);
  });
});
