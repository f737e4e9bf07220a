import { WifiOff } from '@/components/ui/icons';
import { CHROME_HOOKS } from '@/lib/page-chrome/chrome-hooks';

/**
 * The offline banner's static markup: a polite live region that is always in the page (screen readers announce what
 * appears in a region they already know), empty while the visitor is online. The banner
 * waits in a `<template>`, which is neither text nor part of the accessibility tree, until
 * src/scripts/offline-banner.ts sees the browser go offline and puts it in the region.
 * The icon is drawn here, so no icon code ships to the browser.
 */
export function OfflineBanner({ message }: { message: string }) {
  return (
    <div {...{ [CHROME_HOOKS.offlineBanner]: '' }} role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 md:p-4">
      <template>
        <p className="pointer-events-auto flex max-w-xl items-start gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm leading-snug text-white shadow-lg md:text-base">
          <WifiOff className="mt-0.5 size-4 shrink-0 text-amber-300 md:size-5" />
          <span>{message}</span>
        </p>
      </template>
    </div>
  );
}
