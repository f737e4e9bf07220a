// Lighthouse 12, mobile preset (its default config), run on Debian's Chromium; medians of several runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from './transfer.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunch.args],
  });
}

/** One Lighthouse run in a fresh Chromium; a busy machine sometimes loses the trace (NO_NAVSTART): retried twice. */
async function runOnce(url) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const chrome = await launchChrome();
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
      if (!lhr.runtimeError) return lhr;
      lastError = new Error(`${url}: ${lhr.runtimeError.message}`);
    } finally {
      await chrome.kill();
    }
  }
  throw lastError;
}

/** Median scores (0–100), CLS and LCP (ms) of `runs` Lighthouse runs on `url`. */
export async function runLighthouse(url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(url));
  const score = (id) => Math.round(median(results.map((lhr) => (lhr.categories[id].score ?? 0) * 100)));
  const audit = (id) => median(results.map((lhr) => lhr.audits[id].numericValue ?? Number.NaN));
  const failing = new Set(
    results.flatMap((lhr) =>
      CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
        lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id),
      ),
    ),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    failing: [...failing],
  };
}
