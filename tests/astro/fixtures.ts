import { test as base, expect, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import type { Messages } from '../../site/i18n/messages';
import { siteConfig } from '../../src/lib/site-config';

/**
 * The `test` of the Astro specs. Like tests/fixtures/test.ts, after each test it fails if any page reported a
 * Content-Security-Policy violation or threw an uncaught error; unlike it, navigations do not wait for React to
 * hydrate: the Astro pages are static HTML, and only the contact form is an island.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await context.exposeBinding('__reportSecurityPolicyViolation', ({ page }, report: string) => {
        problems.push(`CSP violation on ${page.url()}: ${report}`);
      });
      // Registered before any page script runs, so violations while parsing the HTML are seen too.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`;
          (window as unknown as Record<string, (report: string) => void>).__reportSecurityPolicyViolation?.(report);
        });
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
      });
      context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
      await use(problems);
      expect(problems, 'CSP violations and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type { Messages } from '../../site/i18n/messages';

/** A message with the brand filled in, as the pages do. */
export const withName = (message: string) => message.replace('{name}', siteConfig.name);

/** Each language of the site: its URL prefix, `<html lang>` and messages. */
export const LANGUAGES = [
  { prefix: '/en', lang: 'en', messages: en },
  { prefix: '/zh_cn', lang: 'zh-CN', messages: zhCn },
] as const satisfies ReadonlyArray<{ prefix: string; lang: string; messages: Messages }>;

export type Language = (typeof LANGUAGES)[number];

/** The project runs at 375 px (hamburger menu) or at 1280 px (link bar). */
export const isMobile = (projectName: string) => projectName === 'mobile';

/**
 * The header's dropdowns fade for 0.3 s: act on them once they have settled. Polled from the test, not with
 * `waitForFunction`, whose in-page polling never runs with JavaScript disabled.
 */
export async function waitForTransitions(page: Page) {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
}
