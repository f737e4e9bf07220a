import { CONSENT_CHANGE_EVENT, type ConsentChoice } from '@/lib/consent/analytics-consent';
import { CHROME_HOOKS, findHook } from '@/lib/page-chrome/chrome-hooks';
import { readConsentState } from './consent-notice';
import { deleteAnalyticsCookies } from './analytics-cookies';

/**
 * Google Analytics 4: one `page_view` per page view, only when a GA ID is configured (siteConfig.gaId, set at
 * build) and the visitor has accepted analytics (./consent-notice.ts). PageChrome.astro writes the ID on the chrome's
 * root only then, and the page's Content-Security-Policy names gtag.js's hosts only then (src/security/page-policy.ts):
 * with no ID, or before an Accept, not a request leaves for Google.
 * gtag.js loads once the page is usable (after `load`, when the browser is idle), never competing with the page's
 * own first requests; accepted later, it loads then and counts the page the visitor accepted on.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
  interface WindowEventMap {
    [CONSENT_CHANGE_EVENT]: CustomEvent<ConsentChoice>;
  }
}

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
/** The longest the idle wait may hold the first page view after `load`. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Google's snippet, from this module rather than an inline script (a hash-based policy forbids those).
 * gtag.js reads `arguments` objects, not arrays.
 */
function defineGtag(gaId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js only processes Arguments objects, not arrays.
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent below, once per view.
  window.gtag('config', gaId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(gaId)}`;
  document.head.append(script);
}

function sendPageView(): void {
  window.gtag?.('event', 'page_view', {
    page_location: window.location.href,
    page_path: window.location.pathname,
    page_title: document.title,
    language: document.documentElement.lang,
  });
}

/** Runs `task` after `load`, when the browser is idle (Safari has no requestIdleCallback: a task then). */
function whenUsable(task: () => void): void {
  const onIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(task, 0);
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
}

/**
 * Google's documented switch that stops gtag.js from sending anything or setting cookies
 * (https://developers.google.com/analytics/devguides/collection/ga4/disable-analytics), for a withdrawal on a page
 * where gtag.js has already loaded; the next page does not load it at all.
 */
function setAnalyticsDisabled(gaId: string, isDisabled: boolean): void {
  (window as unknown as Record<string, unknown>)[`ga-disable-${gaId}`] = isDisabled;
}

export function startAnalytics(signal?: AbortSignal): void {
  const gaId = findHook(CHROME_HOOKS.gaId)?.getAttribute(CHROME_HOOKS.gaId);
  if (!gaId) return;
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    whenUsable(() => {
      if (signal?.aborted) return;
      defineGtag(gaId);
      sendPageView();
    });
  };
  if (readConsentState() === 'granted') start();
  window.addEventListener(
    CONSENT_CHANGE_EVENT,
    ({ detail: choice }) => {
      setAnalyticsDisabled(gaId, choice === 'denied');
      if (choice === 'granted') start();
      else deleteAnalyticsCookies();
    },
    { signal },
  );
  // Back to this page from the back/forward cache: a new view of it, which no page load reports.
  window.addEventListener('pageshow', (event) => event.persisted && readConsentState() === 'granted' && sendPageView(), { signal });
}
