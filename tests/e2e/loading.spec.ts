import { expect, test } from '../fixtures/test';

// scripts/build/defer-scripts.mjs: the page is parsed and painted first; only then are Next's scripts fetched, run, and the
// page hydrated (`goto` waits for hydration, see the fixture).
for (const path of ['/en', '/zh_cn', '/en/d', '/zh_cn/nope']) {
  test(`${path} is parsed and painted before it fetches any script`, async ({ page }) => {
    await page.goto(path);
    const timings = await page.evaluate(() => ({
      // `paintTime` is when the frame was painted; `startTime` is when it reached the screen, later still.
      firstPaint: (performance.getEntriesByName('first-contentful-paint')[0] as PerformanceEntry & { paintTime?: number })
        ?.paintTime,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstPaint).toBeGreaterThan(0);
    expect(timings.scriptStarts.length).toBeGreaterThan(0);
    const firstScript = Math.min(...timings.scriptStarts);
    expect(firstScript).toBeGreaterThanOrEqual(timings.firstPaint ?? Infinity);
    expect(firstScript).toBeGreaterThanOrEqual(timings.parsed);
  });
}
