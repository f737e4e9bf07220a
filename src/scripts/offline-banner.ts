import { CHROME_HOOKS, findHook } from '@/lib/page-chrome/chrome-hooks';

/**
 * Shows the offline banner (message Platform.offline, src/components/layout/offline-banner.tsx) while the
 * browser reports no connection: it moves the banner from its `<template>` into the always-present
 * `role="status"` region, so screen readers announce it, and takes it out again once back online. Merely hiding it
 * would leave its text in the region (a status saying "offline" to anything that reads it while online).
 */
export function startOfflineBanner(signal?: AbortSignal): void {
  const region = findHook(CHROME_HOOKS.offlineBanner);
  const source = region?.querySelector('template')?.content.firstElementChild;
  if (!region || !source) return;
  const banner = document.importNode(source, true);
  const update = () => {
    if (navigator.onLine) banner.remove();
    else if (!banner.isConnected) region.append(banner);
  };
  update();
  window.addEventListener('online', update, { signal });
  window.addEventListener('offline', update, { signal });
}
