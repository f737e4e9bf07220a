// The first seconds on a cheap phone: how soon the page paints, and how soon its hamburger menu answers a
// tap, in Chromium emulating a low-end Android phone on slow mobile data.
//
// Emulation (Chrome DevTools Protocol): 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms round trip,
// 375 × 740 px touch screen, empty cache (a fresh browser context per run).
// Per run, with times from the navigation's start (`performance.now()` in the page):
// - first contentful paint (the paint entry);
// - when the menu button is first visible: an init script checks every animation frame;
// - when the menu first opens on a tap: from the start of the navigation the bench taps where the button will be
//   (touch events, as a finger would; every 50 ms) until it opens; the time is when the page handles the opening (a popover's `beforetoggle` event, the
//   React menu's state change) or the first frame with the panel shown, whichever is first;
// - the bytes transferred until the network is idle (encoded bodies + headers), and the JavaScript among them.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './transfer.mjs';

export const PHONE = { cpuSlowdown: 4, downKbps: 1600, upKbps: 750, rttMs: 150, width: 375, height: 740 };

/** Between two taps; a tap that lands while the main thread is busy is handled when it is free. */
const TAP_INTERVAL_MS = 50;
/** A menu that has not opened by then is reported as not opening. */
const GIVE_UP_MS = 30_000;

/**
 * Runs in the page before its own scripts: finds the header's menu button by its accessible text and records the first
 * frame in which it is visible, and the first in which the panel it controls (`aria-controls` or `popovertarget`) shows.
 */
function recordMenuTimes(menuLabel) {
  const times = { visibleAt: null, openAt: null };
  Object.defineProperty(window, '__phoneBench', { value: times });
  const isShown = (element) => {
    if (!element) return false;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.display !== 'none' && style.visibility === 'visible' && box.width > 0 && box.height > 0;
  };
  // The moment an opening is handled, even if a second queued tap closes the menu before a frame shows it: a native
  // popover's `beforetoggle` event, or the `data-state="open"` the former React menu set on its panel. Not `toggle`:
  // it is queued and coalesced, so an open followed by a queued close fires it once, as a close, and the opening
  // went unseen until a tap happened to come alone.
  const opened = () => {
    if (times.openAt === null && times.visibleAt !== null) times.openAt = performance.now();
  };
  document.addEventListener('beforetoggle', (event) => event.newState === 'open' && opened(), true);
  new MutationObserver((records) => {
    if (records.some((record) => record.target.getAttribute?.('data-state') === 'open')) opened();
  }).observe(document, { attributes: true, attributeFilter: ['data-state'], subtree: true });
  const check = () => {
    const button = [...document.querySelectorAll('header button')].find((b) => b.textContent.trim() === menuLabel);
    const panelId = button?.getAttribute('popovertarget') ?? button?.getAttribute('aria-controls');
    if (times.visibleAt === null && isShown(button)) times.visibleAt = performance.now();
    if (times.visibleAt !== null && isShown(panelId && document.getElementById(panelId))) times.openAt = performance.now();
    if (times.openAt === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function emulatePhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

async function newPhoneContext(browser) {
  return browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
}

/** Where the menu button is, from a load without emulation: the runs tap there from the start, blind, as a thumb does. */
async function findMenuButton(browser, url, menuLabel) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator('header button').filter({ hasText: new RegExp(`^${menuLabel}$`) }).boundingBox();
    if (!box) throw new Error(`${url}: no menu button`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** Resolves once no request has finished for `quietMs`. */
async function untilNetworkQuiet(finished, quietMs) {
  let count = -1;
  while (count !== finished.length) {
    count = finished.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

async function runOnce(browser, url, menuLabel, target) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordMenuTimes, menuLabel);
    await emulatePhone(page);
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));

    await page.goto(url, { waitUntil: 'commit' });
    // Tapping from the start, not from when the bench learns that the button shows: on a busy machine (and under 4×
    // CPU) each round trip to the page takes a while, and would count as the page's delay.
    const deadline = Date.now() + GIVE_UP_MS;
    let isOpen = false;
    const watch = page
      .waitForFunction(() => window.__phoneBench?.openAt !== null, undefined, { polling: 'raf', timeout: GIVE_UP_MS })
      .then(() => (isOpen = true));
    while (!isOpen) {
      if (Date.now() > deadline) throw new Error(`${url}: the menu did not open within ${GIVE_UP_MS / 1000} s`);
      await page.touchscreen.tap(target.x, target.y);
      await new Promise((resolve) => setTimeout(resolve, TAP_INTERVAL_MS));
    }
    await watch;
    const times = await page.evaluate(() => ({
      ...window.__phoneBench,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    await page.waitForLoadState('load');
    await untilNetworkQuiet(finished, 1000);
    let bytes = 0;
    let jsBytes = 0;
    for (const request of finished) {
      const sizes = await request.sizes();
      const size = sizes.responseBodySize + sizes.responseHeadersSize;
      bytes += size;
      if (request.resourceType() === 'script') jsBytes += size;
    }
    return { ...times, bytes, jsBytes };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Medians of `runs` phone runs on `url`; `menuLabel` is the menu button's text in that page's language. */
export async function measurePhone(url, { runs = 3, menuLabel = 'Menu' } = {}) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const target = await findMenuButton(browser, url, menuLabel);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await runOnce(browser, url, menuLabel, target));
    const of = (key) => median(results.map((result) => result[key]));
    return {
      runs: results,
      fcp: of('fcp'),
      visibleAt: of('visibleAt'),
      openAt: of('openAt'),
      // Median of the per-run gaps, not the gap of the medians.
      openGap: median(results.map((result) => result.openAt - result.visibleAt)),
      bytes: of('bytes'),
      jsBytes: of('jsBytes'),
    };
  } finally {
    await browser.close();
  }
}
