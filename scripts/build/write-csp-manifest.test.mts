import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashInlineScripts, inlineScriptHashesOfPage } from './write-csp-manifest.mjs';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('hashInlineScripts', () => {
  it('hashes executable inline scripts once each, byte for byte', () => {
    const html =
      '<script>self.a=1</script><script type="module">self.b=2</script>' +
      '<script id="_R_">self.a=1</script><script type="text/javascript">\nself.c="é"\n</script>';
    expect(hashInlineScripts(html)).toEqual([sha256('self.a=1'), sha256('self.b=2'), sha256('\nself.c="é"\n')]);
  });

  it('skips external scripts, empty scripts and data blocks such as JSON-LD', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(hashInlineScripts(html)).toEqual([]);
  });
});

describe('inlineScriptHashesOfPage', () => {
  it('gives the hashes of a page', () => {
    expect(inlineScriptHashesOfPage('/en', '<body><script>self.a=1</script></body>')).toEqual([sha256('self.a=1')]);
  });

  it('stops the build when a page has no inline script to hash', () => {
    const html = '<body><script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{}</script></body>';
    expect(() => inlineScriptHashesOfPage('/en', html)).toThrow('/en has no inline <script>…</script> to hash');
  });
});
