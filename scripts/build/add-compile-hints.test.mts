import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, startupScriptsOfPage, withCompileHint } from './add-compile-hints.mjs';
import { deferScripts } from './defer-scripts.mjs';

describe('withCompileHint', () => {
  it('puts the hint on the first line once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])');
    expect(hinted).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([])`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('startupScriptsOfPage', () => {
  it('reads the startup scripts from the loader of a page', () => {
    const { html } = deferScripts('<head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body>');
    expect(startupScriptsOfPage('/en', html)).toEqual(['/_next/static/chunks/a.js']);
  });

  it('reads them from Next’s async chunk scripts when the page was not deferred', () => {
    const html = '<head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body>';
    expect(startupScriptsOfPage('/en', html)).toEqual(['/_next/static/chunks/a.js']);
  });

  it('stops the build when a page has neither to read them from', () => {
    const html = '<head><script src="/_next/static/chunks/a.js"></script></head><body></body>';
    expect(() => startupScriptsOfPage('/en', html)).toThrow('/en has no script loader');
  });
});
