/**
 * `showToast` for any client component. Sonner (about 14 KB gzipped with its styles) is not
 * needed at first paint, so the toaster is only loaded and mounted when the first toast is asked for;
 * toasts asked for before it is ready wait in a queue.
 */
export type ToastVariant = 'default' | 'success' | 'danger';
export type ToastRequest = { message: string; variant: ToastVariant; duration?: number };
type ToastOptions = { variant?: ToastVariant; duration?: number };

/** Every toast hides after this long unless told otherwise (spec: 2000 ms). */
export const TOAST_DURATION_MS = 2000;

let deliver: ((toast: ToastRequest) => void) | null = null;
const queue: ToastRequest[] = [];
let isRequested = false;
const listeners = new Set<() => void>();

export function showToast(message: string, { variant = 'default', duration }: ToastOptions = {}): void {
  const toast = { message, variant, duration };
  if (deliver) return deliver(toast);
  queue.push(toast);
  if (isRequested) return;
  isRequested = true;
  listeners.forEach((listener) => listener());
}

/** Whether the toaster should be mounted (a toast has been asked for). */
export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterRequested = () => isRequested;

/** Called by the mounted toaster: shows the queued toasts, then every later one directly. */
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
