/**
 * `showToast` for any client component. The page's toast region (src/scripts/toaster.ts) is connected by the contact
 * island once it runs (contact-island-root.tsx); toasts asked for before that wait in a queue.
 */
export type ToastVariant = 'default' | 'success' | 'danger';
export type ToastRequest = { message: string; variant: ToastVariant; duration?: number };
type ToastOptions = { variant?: ToastVariant; duration?: number };

/** Every toast hides after this long unless told otherwise (spec: 2000 ms). */
export const TOAST_DURATION_MS = 2000;

let deliver: ((toast: ToastRequest) => void) | null = null;
const queue: ToastRequest[] = [];

export function showToast(message: string, { variant = 'default', duration }: ToastOptions = {}): void {
  const toast = { message, variant, duration };
  if (deliver) return deliver(toast);
  queue.push(toast);
}

/** Called by whatever shows toasts: shows the queued toasts, then every later one directly. */
export function connectToaster(show: (toast: ToastRequest) => void): () => void {
  deliver = show;
  queue.splice(0).forEach(show);
  return () => {
    if (deliver === show) deliver = null;
  };
}

/** The http client's failure hook: a danger toast with the translated "fail". */
export function createHttpFailureToast(failMessage: string): () => void {
  return () => showToast(failMessage, { variant: 'danger' });
}
