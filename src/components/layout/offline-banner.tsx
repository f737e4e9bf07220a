'use client';

import type { ReactNode } from 'react';
import { useOnlineStatus } from './use-online-status';

/**
 * A polite live region that is always in the page, so screen readers announce the text
 * when it appears; it is empty (and takes no space) while the visitor is online. The content
 * (icon and text) is rendered on the server, so no icon code ships to the browser.
 */
export function OfflineBanner({ children }: { children: ReactNode }) {
  const isOnline = useOnlineStatus();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 md:p-4">
      {isOnline ? null : (
        <p className="pointer-events-auto flex max-w-xl items-start gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm leading-snug text-white shadow-lg md:text-base">
          {children}
        </p>
      )}
    </div>
  );
}
