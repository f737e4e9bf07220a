import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { metaPolicyOf } from '../fixtures/content-security-policy';
import { test, expect } from '../fixtures/test';

const PAGES = ['/en', '/zh_cn', '/en/d', '/zh_cn/d'];

/** Directives every policy header must carry (src/server/http/answer-headers.ts): those a <meta> cannot. */
const REQUIRED_DIRECTIVES = ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'"];

function scriptSrc(policy: string) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
}

function expectSecurityHeaders(headers: Record<string, string>) {
  const maxAge = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1];
  expect(Number(maxAge)).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['strict-transport-security']).toContain('includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();

  const policy = headers['content-security-policy'] ?? '';
  for (const directive of REQUIRED_DIRECTIVES) expect(policy).toContain(directive);
  // A page's script-src is in its <meta> (below); any other answer's is in the header.
  if (scriptSrc(policy)) expect(scriptSrc(policy)).toMatch(/^script-src 'self'/);
  expect(scriptSrc(policy) ?? '').not.toMatch(/unsafe-inline|unsafe-eval|\*/);
}

/** The hash source of each inline script the page runs (JSON data blocks run nothing), those in <template>s too. */
function inlineScriptHashes(html: string) {
  const scripts = html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g);
  return [...scripts].map(([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

test.describe('security headers', () => {
  for (const path of [...PAGES, '/', '/en/nope', '/fr', '/zh_cn/nope']) {
    test(`${path} sends the security headers and a hash-based CSP`, async ({ request }) => {
      const response = await request.get(path);
      expectSecurityHeaders(response.headers());
      // Prerendered pages carry the hashes of their own inline scripts, and nothing that lets any other script run:
      // not Astro's scripts for other pages' islands, nor its development runtime (scripts/build-site/csp-hashes.mjs).
      const html = await response.text();
      const policy = metaPolicyOf(html);
      expect(scriptSrc(policy)).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(new Set(scriptSrc(policy)?.split(' ').slice(2))).toEqual(new Set(inlineScriptHashes(html)));
      expect(policy).not.toMatch(/unsafe-inline'[^;]*;?$|unsafe-eval/);
    });
  }

  for (const path of ['/api/health', '/api/does-not-exist', '/robots.txt']) {
    test(`${path} sends the security headers`, async ({ request }) => {
      expectSecurityHeaders((await request.get(path)).headers());
    });
  }

  test('static assets send the security headers and long-lived cache headers', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    const script = /<script type="module" src="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script ?? '');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    expect(response.headers()['cache-control']).toContain('immutable');
  });

  test('pages are revalidated on every visit, and an unchanged page costs a 304 with no body', async ({ request }) => {
    for (const path of PAGES) {
      const response = await request.get(path);
      // no-cache, not a max-age: a deploy reaches the next visit at once, while a browser or CDN may keep the copy.
      expect(response.headers()['cache-control']).toBe('no-cache');
      const etag = response.headers()['etag'] ?? '';
      expect(etag).not.toBe('');
      const again = await request.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status()).toBe(304);
      expect(await again.body()).toHaveLength(0);
    }
  });
});

/**
 * The page chrome's module ran (src/scripts/offline-banner.ts fills the status region when the connection drops, on
 * every page); a blocked inline or module script is a violation the shared fixture fails the test on.
 */
async function expectChromeModuleRan(page: Page) {
  const status = page.locator('#page-chrome').getByRole('status');
  await page.context().setOffline(true);
  await expect(status).not.toBeEmpty();
  await page.context().setOffline(false);
  await expect(status).toBeEmpty();
}

test.describe('the policy holds in the browser', () => {
  for (const path of PAGES) {
    test(`${path} runs its scripts with zero CSP violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectChromeModuleRan(page);
    });
  }

  test('the 404 page runs its scripts with zero CSP violations', async ({ page }) => {
    expect((await page.goto('/zh_cn/nope'))?.status()).toBe(404);
    await expectChromeModuleRan(page);
  });

  test('an injected inline script is blocked and reported', async ({ page, pageProblems }) => {
    await page.goto('/en');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => pageProblems.some((problem) => problem.includes('script-src'))).toBe(true);
    // Provoked on purpose: the shared fixture would fail this test otherwise.
    pageProblems.length = 0;
  });
});
