import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheet.mjs';

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
