// Bytes a first visit costs: gzipped first-load JavaScript, CSS and HTML of a page, and what Chromium really transfers.
import { chromium } from '@playwright/test';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Debian's Chromium (`apt-get install chromium`) with flags for a headless machine; Playwright's own browsers are not downloadable here. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

const gzipSize = (buffer) => gzipSync(buffer).length;

async function fetchBuffer(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Gzipped sizes of the HTML, its scripts (`<script src>` without noModule, which modern browsers skip) and
 * stylesheets.
 */
async function measureStaticCost(baseUrl, path) {
  const html = await fetchBuffer(`${baseUrl}${path}`);
  const text = html.toString('utf8');
  const scripts = [...text.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  const styles = [...text.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1]).filter(Boolean);
  const sumGzip = async (urls) => {
    let total = 0;
    for (const url of new Set(urls)) total += gzipSize(await fetchBuffer(new URL(url, baseUrl).href));
    return total;
  };
  return { htmlGzip: gzipSize(html), jsGzip: await sumGzip(scripts), cssGzip: await sumGzip(styles), scriptCount: scripts.length };
}

/** What TCP delivers in its first round trip: an initial window of 10 segments of 1,460 B (Lighthouse's model too). */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/**
 * The bytes of a page's response as a browser asking for brotli receives it: the status line and headers, then the
 * encoded body. Up to FIRST_ROUND_TRIP_BYTES it arrives in one round trip; past it, a slow network adds one more
 * before the first paint (docs/performance.md).
 */
export function measureHtmlResponse(baseUrl, path) {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (incoming) => {
      const { rawHeaders, httpVersion, statusCode, statusMessage } = incoming;
      let bytes = `HTTP/${httpVersion} ${statusCode} ${statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < rawHeaders.length; i += 2) bytes += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
      incoming.on('data', (chunk) => (bytes += chunk.length));
      incoming.on('end', () => resolve(bytes));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Resolves once no request has finished for `quietMs`. */
export async function untilNetworkQuiet(finished, quietMs) {
  let count = -1;
  while (count !== finished.length) {
    count = finished.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/**
 * What Chromium transfers (encoded bodies plus headers) loading the page, then after scrolling to its end and using
 * the contact form. `typeIntoForm`: type a name into the form (the Astro site's island hydrates when the form comes
 * near, not on focus) and wait for the network to be quiet for a second; `interactive: false` for a copy without
 * scripts, whose form never becomes interactive.
 */
async function measureBrowserTransfer(baseUrl, path, { typeIntoForm = false, interactive = true } = {}) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    // No service worker here: the page's own bytes as the form is used; measureFirstVisit counts the worker's.
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });
    const responses = [];
    page.on('requestfinished', (request) => responses.push(request));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const sum = async (requests, onlyJs) => {
      let total = 0;
      for (const request of requests) {
        if (onlyJs && request.resourceType() !== 'script') continue;
        const sizes = await request.sizes();
        total += sizes.responseBodySize + sizes.responseHeadersSize;
      }
      return total;
    };
    const firstVisit = await sum(responses, false);
    // Code split off for later (contact form, dialogs, analytics) loads as the visitor scrolls.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    // Focusing the contact form swaps in its interactive version, whose script loads only then (or near the form).
    const contactField = page.locator('#contact-name');
    if ((await contactField.count()) > 0) {
      await contactField.focus();
      if (typeIntoForm) await page.keyboard.type('Ada Okafor', { delay: 50 });
      if (interactive) await page.locator('form[data-interactive]').waitFor();
    }
    await page.waitForLoadState('networkidle');
    if (typeIntoForm) await untilNetworkQuiet(responses, 1000);
    return { firstVisit, jsAfterScroll: await sum(responses, true), allAfterForm: await sum(responses, false) };
  } finally {
    await browser.close();
  }
}

export async function measureTransfer(baseUrl, path, options) {
  return { ...(await measureStaticCost(baseUrl, path)), ...(await measureBrowserTransfer(baseUrl, path, options)) };
}

/** How a phone reports its connection: Save-Data on (`saveData`), or a 2G link (`effectiveType: '2g'`). */
async function reportConnection(context, connection) {
  await context.addInitScript((reported) => {
    const prototype = Object.getPrototypeOf(navigator.connection);
    for (const [name, value] of Object.entries(reported)) Object.defineProperty(prototype, name, { get: () => value });
  }, connection);
}

/**
 * Everything a first visit to `path` at 375 px costs, cold cache, the service worker allowed (src/service-worker/):
 * the page's own requests, then, once the worker controls the page, what it fetches on its own, until the network has
 * been quiet for 2 s; `script` is the worker script's brotli size (Chromium reports its download as a small
 * revalidation at most); `total` is the three together. `connection`: what the browser reports (Save-Data, 2G), as
 * the offline-first spec makes Chromium do. `hasWorker: false` for the no-JS copy, which registers none: its total is
 * the page alone.
 */
export async function measureFirstVisit(baseUrl, path, { connection, hasWorker = true } = {}) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      serviceWorkers: 'allow',
      ...(connection?.saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
    });
    if (connection) await reportConnection(context, connection);
    const finished = [];
    context.on('requestfinished', (request) => finished.push(request));
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    if (hasWorker) await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await untilNetworkQuiet(finished, 2000);
    const totals = { page: 0, worker: 0, workerRequests: 0, script: 0, fetchedForLater: [] };
    if (hasWorker) {
      const script = await fetch(`${baseUrl}/sw.js`, { headers: { 'Accept-Encoding': 'br' } });
      totals.script = Number(script.headers.get('content-length'));
    }
    for (const request of finished) {
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      // The worker script's own request: its headers (Chromium reports no more of it), with its body counted above.
      if (new URL(request.url()).pathname === '/sw.js') totals.script += sizes.responseHeadersSize;
      else if (request.serviceWorker()) {
        totals.worker += bytes;
        if (bytes > 0) {
          totals.workerRequests += 1;
          totals.fetchedForLater.push(`${new URL(request.url()).pathname} ${bytes} B`);
        }
      } else totals.page += bytes;
    }
    return { ...totals, total: totals.page + totals.worker + totals.script };
  } finally {
    await browser.close();
  }
}
