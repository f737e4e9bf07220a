import { CHROME_HOOKS } from '@/lib/page-chrome/chrome-hooks';

/**
 * Where src/scripts/toaster.ts shows toasts: a labelled region with a polite live list, and the `<template>` each
 * toast is cloned from (the script fills in its text and `data-variant`). Empty, it takes no space.
 */
export function ToastRegion({ label }: { label: string }) {
  return (
    <section aria-label={label} className="pointer-events-none fixed inset-x-0 top-4 z-[70] flex justify-center px-4">
      <ol {...{ [CHROME_HOOKS.toasts]: '' }} aria-live="polite" className="flex flex-col items-center gap-2" />
      <template {...{ [CHROME_HOOKS.toastTemplate]: '' }}>
        <li className="pointer-events-auto max-w-md rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg data-[variant=danger]:bg-red-700 data-[variant=success]:bg-brand-700" />
      </template>
    </section>
  );
}
