import { TOAST_DURATION_MS, type ToastRequest, type ToastVariant } from '@/components/ui/toast';
import { CHROME_HOOKS, findHook } from './chrome-hooks';

/**
 * The page's toasts, with no framework: any script on the page shows one with
 *
 *   window.dispatchEvent(new CustomEvent('app:toast', { detail: { message, variant, duration } }))
 *
 * or `showToast(message, { variant, duration })` below, which does the same.
 * - `message`: the text, already translated;
 * - `variant`: 'default' | 'success' | 'danger' (ToastVariant, src/components/ui/toast.ts), 'default' if left out;
 *   a danger toast's text is an alert (read out at once), the others wait for the screen reader;
 * - `duration`: ms on screen, TOAST_DURATION_MS (2000, SPEC §4) if left out.
 * A React island whose components call src/components/ui/toast.ts's `showToast` can bridge that queue here with
 * `connectToaster((toast) => window.dispatchEvent(new CustomEvent('app:toast', { detail: toast })))`.
 * Toasts render into the static region of src/components/layout/toast-region.tsx (an `aria-live` list) from
 * its `<template>`, each an item of its list. Events sent before this module has run are not shown: send them from a
 * module or an island.
 */
export const TOAST_EVENT = 'app:toast';

const VARIANTS: ReadonlyArray<ToastVariant> = ['default', 'success', 'danger'];

export function showToast(message: string, options: { variant?: ToastVariant; duration?: number } = {}): void {
  const detail: ToastRequest = { message, variant: options.variant ?? 'default', duration: options.duration };
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }));
}

/** The event's toast; a malformed one (another script's mistake) shows nothing. */
function toastOf(event: Event): Required<ToastRequest> | null {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null;
  if (typeof detail !== 'object' || detail === null || !('message' in detail) || typeof detail.message !== 'string') {
    return null;
  }
  const variant = 'variant' in detail ? VARIANTS.find((known) => known === detail.variant) : undefined;
  const duration = 'duration' in detail && typeof detail.duration === 'number' ? detail.duration : TOAST_DURATION_MS;
  return { message: detail.message, variant: variant ?? 'default', duration };
}

export function startToaster(signal?: AbortSignal): void {
  const list = findHook(CHROME_HOOKS.toasts);
  const template = findHook<HTMLTemplateElement>(CHROME_HOOKS.toastTemplate);
  if (!list || !template) return;
  window.addEventListener(
    TOAST_EVENT,
    (event) => {
      const toast = toastOf(event);
      const item = template.content.firstElementChild?.cloneNode(true);
      if (!toast || !(item instanceof HTMLElement)) return;
      item.dataset.variant = toast.variant;
      if (toast.variant === 'danger') {
        // The alert is the toast's text, not the `<li>`: the toast stays an item of the region's list.
        const alert = document.createElement('span');
        alert.setAttribute('role', 'alert');
        alert.textContent = toast.message;
        item.append(alert);
      } else {
        item.textContent = toast.message;
      }
      list.append(item);
      setTimeout(() => item.remove(), toast.duration);
    },
    { signal },
  );
}
