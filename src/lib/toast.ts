/**
 * The page's toasts. Anything on the page, a component or a script, shows one with `showToast(message, options)`,
 * which sends the `app:toast` event that src/scripts/toaster.ts renders into the page's toast region. A script of
 * its own may send the event itself:
 *
 *   window.dispatchEvent(new CustomEvent('app:toast', { detail: { message, variant, duration } }))
 *
 * - `message`: the text, already translated;
 * - `variant`: 'default' | 'success' | 'danger', 'default' if left out; a danger toast's text is an alert (read out at
 *   once), the others wait for the screen reader;
 * - `duration`: ms on screen, TOAST_DURATION_MS if left out.
 * Events sent before the toaster has started are not shown: send them from a module or an island.
 */
export type ToastVariant = 'default' | 'success' | 'danger';
export type ToastRequest = { message: string; variant: ToastVariant; duration?: number };

export const TOAST_EVENT = 'app:toast';

/** Every toast hides after this long unless told otherwise (spec: 2000 ms). */
export const TOAST_DURATION_MS = 2000;

export function showToast(message: string, options: { variant?: ToastVariant; duration?: number } = {}): void {
  const detail: ToastRequest = { message, variant: options.variant ?? 'default', duration: options.duration };
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }));
}
