import { CHROME_HOOKS, findHook } from './chrome-hooks';

/**
 * Shows the offline banner (message Platform.offline, site/components/page-chrome/offline-banner.tsx) while the
 * browser reports no connection. The banner sits inside an always-present `role="status"` region, so screen readers
 * announce it when it appears.
 */
export function startOfflineBanner(signal?: AbortSignal): void {
  const banner = findHook(CHROME_HOOKS.offlineBanner);
  if (!banner) return;
  const update = () => {
    banner.hidden = navigator.onLine;
  };
  update();
  window.addEventListener('online', update, { signal });
  window.addEventListener('offline', update, { signal });
}
