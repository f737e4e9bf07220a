// The first seconds on a cheap phone: how soon the page paints, and how soon its hamburger menu answers a tap once
// the visitor can see it, in Chromium emulating a low-end Android phone on slow mobile data.
//
// Emulation (Chrome DevTools Protocol): 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms round trip,
// 375 × 740 px touch screen, empty cache (a fresh browser context per run).
// Per run, with times from the navigation's start (`performance.now()` in the page):
// - first contentful paint (the paint entry);
// - when the menu button is first visible: an init script checks every animation frame;
// - when the menu first opens on a tap: the page tells the bench the moment the button shows (a CDP binding, no
//   polling), and the bench taps it at once, then every 50 ms until it opens. The time is when the page handles
//   the opening (the popover's `beforetoggle` event, or a React menu's state change) or the first frame with
//   the panel shown, whichever is first;
// - how long the first tap took to reach the page (its event's timestamp minus the moment the button showed): the
//   bench's own share of the gap, a few milliseconds on a quiet machine;
// - the bytes transferred until the network is idle (encoded bodies + headers), and the JavaScript among them.
//
// How the tap is sent matters. DevTools' `Input.dispatchTouchEvent` (Playwright's `touchscreen.tap`) holds every touch
// until the renderer has committed a new frame (`InsertVisualStateCallback` in Chromium's
// content/browser/devtools/protocol/input_handler.cc: "We make sure the compositor is up to date before sending a
// touch event"). During the load that means waiting for a whole style, layout and paint pass the page itself would
// have run after the tap: a finger's touch does not wait for it. `Input.dispatchMouseEvent` (press and release,
// `pointerType: 'touch'`) goes to the page at once, and the page answers it as it answers a tap: pointer events of
// type touch, then the click that toggles the popover.
import { chromium } from '@playwright/test';
import { chromiumLaunch, untilNetworkQuiet } from './transfer.mjs';

export const PHONE = { cpuSlowdown: 4, downKbps: 1600, upKbps: 750, rttMs: 150, width: 375, height: 740 };

/** Between two taps; a tap that lands while the main thread is busy is handled when it is free. */
const TAP_INTERVAL_MS = 50;
/** A menu that has not opened by then is reported as not opening. */
const GIVE_UP_MS = 30_000;
/** The CDP binding through which the page reports what it saw. */
const SIGNAL = '__phoneBenchSignal';

/**
 * Runs in the page before its own scripts: finds the header's menu button by its accessible text and records the first
 * frame in which it is visible, and the first in which the panel it controls (`aria-controls` or `popovertarget`) shows.
 */
function recordMenuTimes({ menuLabel, signal }) {
  const times = { visibleAt: null, openAt: null, firstTapAt: null };
  Object.defineProperty(window, '__phoneBench', { value: times });
  const report = (what) => window[signal]?.(what);
  const isShown = (element) => {
    if (!element) return false;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.display !== 'none' && style.visibility === 'visible' && box.width > 0 && box.height > 0;
  };
  // The moment an opening is handled, even if a second queued tap closes the menu before a frame shows it: a native
  // popover's `beforetoggle` event, or the `data-state="open"` a React menu sets on its panel. Not `toggle`:
  // it is queued and coalesced, so an open followed by a queued close fires it once, as a close.
  const opened = () => {
    if (times.openAt !== null || times.visibleAt === null) return;
    times.openAt = performance.now();
    report('open');
  };
  document.addEventListener('beforetoggle', (event) => event.newState === 'open' && opened(), true);
  new MutationObserver((records) => {
    if (records.some((record) => record.target.getAttribute?.('data-state') === 'open')) opened();
  }).observe(document, { attributes: true, attributeFilter: ['data-state'], subtree: true });
  // When the bench's first tap was created (the event's timestamp is the input's, on the page's clock).
  document.addEventListener('pointerdown', (event) => (times.firstTapAt ??= event.timeStamp), true);
  const check = () => {
    const button = [...document.querySelectorAll('header button')].find((b) => b.textContent.trim() === menuLabel);
    const panelId = button?.getAttribute('popovertarget') ?? button?.getAttribute('aria-controls');
    if (times.visibleAt === null && isShown(button)) {
      times.visibleAt = performance.now();
      report('visible');
    }
    if (times.visibleAt !== null && isShown(panelId && document.getElementById(panelId))) opened();
    if (times.openAt === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function emulatePhone(cdp) {
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

/** Where the menu button is, from a load without emulation: the runs tap there, as a thumb does. */
async function findMenuButton(browser, url, menuLabel) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page
      .locator('header button')
      .filter({ hasText: new RegExp(`^${menuLabel}$`) })
      .boundingBox();
    if (!box) throw new Error(`${url}: no menu button`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** Press and release where the button is, both sent at once, as one tap. */
async function tap(cdp, target) {
  const at = { ...target, button: 'left', clickCount: 1, pointerType: 'touch' };
  await Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at }),
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at }),
  ]);
}

async function runOnce(browser, url, menuLabel, target) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordMenuTimes, { menuLabel, signal: SIGNAL });
    const cdp = await context.newCDPSession(page);
    await emulatePhone(cdp);
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));

    let isOpen = false;
    let tapping = null;
    let reportOpen;
    const open = new Promise((resolve) => (reportOpen = resolve));
    const tapUntilOpen = async () => {
      while (!isOpen) {
        await tap(cdp, target);
        await new Promise((resolve) => setTimeout(resolve, TAP_INTERVAL_MS));
      }
    };
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== SIGNAL) return;
      if (payload === 'visible') tapping ??= tapUntilOpen();
      if (payload === 'open') {
        isOpen = true;
        reportOpen(true);
      }
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: SIGNAL });

    await page.goto(url, { waitUntil: 'commit' });
    const timer = setTimeout(() => reportOpen(false), GIVE_UP_MS);
    const opened = await open;
    clearTimeout(timer);
    isOpen = true;
    await tapping;
    if (!opened) throw new Error(`${url}: the menu did not open within ${GIVE_UP_MS / 1000} s`);

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
    return { ...times, tapDelay: times.firstTapAt - times.visibleAt, bytes, jsBytes };
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
      tapDelay: of('tapDelay'),
      bytes: of('bytes'),
      jsBytes: of('jsBytes'),
    };
  } finally {
    await browser.close();
  }
}
