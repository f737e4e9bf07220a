import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { narrowPageCsp, narrowPolicy } from './csp-hashes.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const island = 'customElements.define("astro-island",class{})';
const visible = '(self.Astro||(self.Astro={})).visible=()=>{}';
const idle = '(self.Astro||(self.Astro={})).idle=()=>{}';
const loader = 'addEventListener("load",()=>{})';
const islandStyle = 'astro-island{display:contents}';

/** A page as Astro writes it: every hash of the build in its <meta>, whatever the page holds. */
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="script-src 'self' ${hash(island)} ` +
  `${hash(visible)} ${hash(idle)} ${hash(loader)}; style-src 'self' ${hash(islandStyle)} ${hash('')};">` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body>${body}</body></html>`;

const policyOf = (html: string) => /content="([^"]*)"/.exec(html)?.[1];

describe('narrowPageCsp', () => {
  it("keeps the hashes of the page's own inline scripts and styles, in templates too, and nothing else", () => {
    const html = page(
      `<style>${islandStyle}</style><script>${visible}</script><script>${island}</script><astro-island></astro-island>` +
        `<template><script type="module" src="/_astro/chrome.js"></script></template><script>${loader}</script>`,
    );
    const narrowed = narrowPageCsp(html);
    expect(policyOf(narrowed)).toBe(`script-src 'self' ${hash(island)} ${hash(visible)} ${hash(loader)}; style-src 'self' ${hash(islandStyle)}`);
    // The rest of the document, byte for byte.
    expect(narrowed.replace(/content="[^"]*"/, '')).toBe(html.replace(/content="[^"]*"/, ''));
  });

  it('counts a script inside a <template>: it runs once inserted', () => {
    const narrowed = narrowPageCsp(page(`<template id="later"><script>${idle}</script></template>`));
    expect(policyOf(narrowed)).toBe(`script-src 'self' ${hash(idle)}; style-src 'self'`);
  });

  it('leaves a page without a policy as it is', () => {
    const html = `<!DOCTYPE html><html><body><script>${loader}</script></body></html>`;
    expect(narrowPageCsp(html)).toBe(html);
  });

  it('fails on an inline script the policy has no hash for: the browser would refuse to run it', () => {
    expect(() => narrowPageCsp(page('<script>alert(1)</script>'))).toThrow(/inline script without a hash/);
    expect(() => narrowPageCsp(page('<style>p{color:red}</style>'))).toThrow(/inline style without a hash/);
  });
});

describe('narrowPolicy', () => {
  it('keeps other directives and sources, and adds no hash of its own', () => {
    const policy = `default-src 'self'; script-src 'self' https://www.googletagmanager.com ${hash(loader)} ${hash(idle)}; img-src 'self' data:`;
    expect(narrowPolicy(policy, { scripts: [loader], styles: [] })).toBe(
      `default-src 'self'; script-src 'self' https://www.googletagmanager.com ${hash(loader)}; img-src 'self' data:`,
    );
  });
});
