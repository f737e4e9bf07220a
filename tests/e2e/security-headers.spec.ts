import { test, expect, waitForHydration } from '../fixtures/test';

const PAGES = ['/en', '/zh_cn', '/en/d', '/zh_cn/d'];

/** Directives every policy must carry (src/security/csp.ts). */
const REQUIRED_DIRECTIVES = ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'"];

function scriptSrc(policy: string) {
  return policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src '));
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
  expect(scriptSrc(policy)).toMatch(/^script-src 'self'/);
  expect(scriptSrc(policy)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
}

test.describe('security headers', () => {
  for (const path of [...PAGES, '/', '/en/nope', '/fr', '/zh_cn/nope']) {
    test(`${path} sends the security headers and a hash-based CSP`, async ({ request }) => {
      const response = await request.get(path);
      expectSecurityHeaders(response.headers());
      // Prerendered pages carry the hashes of their own inline scripts.
      expect(scriptSrc(response.headers()['content-security-policy'] ?? '')).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    });
  }

  for (const path of ['/api/health', '/api/does-not-exist', '/robots.txt']) {
    test(`${path} sends the security headers`, async ({ request }) => {
      expectSecurityHeaders((await request.get(path)).headers());
    });
  }

  test('static assets send the security headers and long-lived cache headers', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    const script = /<script src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script ?? '');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    expect(response.headers()['cache-control']).toContain('immutable');
  });

  test('pages can be cached by a CDN', async ({ request }) => {
    for (const path of PAGES) {
      expect((await request.get(path)).headers()['cache-control']).toMatch(/s-maxage=\d+/);
    }
  });
});

test.describe('the policy holds in the browser', () => {
  for (const path of PAGES) {
    test(`${path} hydrates with zero CSP violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // React marks the nodes it hydrated; blocked inline scripts (the RSC payload) would leave none.
      await waitForHydration(page);
    });
  }

  test('the 404 page hydrates with zero CSP violations', async ({ page }) => {
    expect((await page.goto('/zh_cn/nope'))?.status()).toBe(404);
    await waitForHydration(page);
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
