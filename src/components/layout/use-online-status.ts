'use client';

import { useSyncExternalStore } from 'react';

/**
 * One shared view of the connection for every component (offline banner, contact form):
 * the browser's `navigator.onLine`, kept current by the `online`/`offline` events.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine;
// Static HTML is rendered for a visitor who is online; the client corrects it on hydration.
const readOnlineOnServer = () => true;

/** `true` while the browser reports a network connection. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, readOnline, readOnlineOnServer);
}
