import { CHROME_HOOKS, findHook } from '@/lib/page-chrome/chrome-hooks';
import { TOAST_DURATION_MS, TOAST_EVENT, type ToastRequest, type ToastVariant } from '@/lib/toast';

/**
 * The page's toasts, with no framework: each `app:toast` event (src/lib/toast.ts, `showToast`) renders into the
 * static region of src/components/layout/toast-region.tsx (an `aria-live` list) from its `<template>`, each an item
 * of its list.
 */
const VARIANTS: ReadonlyArray<ToastVariant> = ['default', 'success', 'danger'];

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
