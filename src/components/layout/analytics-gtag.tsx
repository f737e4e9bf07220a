'use client';

import { usePathname } from 'next/navigation';
import Script from 'next/script';
import { useEffect } from 'react';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Defines `gtag` the way Google's snippet does, but from this module instead of an inline
 * script (a hash-based Content-Security-Policy forbids those). gtag.js reads `arguments` objects.
 */
function defineGtag(gaId: string): void {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js only processes Arguments objects, not arrays.
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by hand below, once per view, including client-side route changes.
  window.gtag('config', gaId, { send_page_view: false });
}

// The last path reported, so a re-run effect (Strict Mode, remounts) never counts one view twice.
let lastReportedPath: string | null = null;

/** Longest wait for the new page's <title>, which Next streams in just after the route commits. */
const TITLE_WAIT_MS = 2000;

/** Calls `send` once the document has a title, or after TITLE_WAIT_MS at the latest. */
function whenTitled(send: () => void): void {
  if (document.title) return send();
  const finish = () => {
    observer.disconnect();
    clearTimeout(timeout);
    send();
  };
  const observer = new MutationObserver(() => document.title && finish());
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timeout = setTimeout(finish, TITLE_WAIT_MS);
}

function sendPageView(pathname: string): void {
  if (lastReportedPath === pathname) return;
  lastReportedPath = pathname;
  // Where the view happened is fixed now; only the title may still be on its way.
  const view = { page_location: window.location.href, page_path: window.location.pathname };
  whenTitled(() =>
    window.gtag?.('event', 'page_view', {
      ...view,
      page_title: document.title,
      language: document.documentElement.lang,
    }),
  );
}

/** Google Analytics 4; rendered only when an ID is configured, so otherwise no third-party script loads. */
export default function AnalyticsGtag({ gaId }: { gaId: string }) {
  const pathname = usePathname();

  useEffect(() => {
    defineGtag(gaId);
  }, [gaId]);

  useEffect(() => {
    sendPageView(pathname);
  }, [pathname]);

  return <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} strategy="afterInteractive" />;
}
