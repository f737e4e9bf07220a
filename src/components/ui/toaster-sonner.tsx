'use client';

import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { connectToaster, TOAST_DURATION_MS, type ToastRequest } from './toast';

function showWithSonner({ message, variant, duration }: ToastRequest): void {
  const show = variant === 'danger' ? toast.error : variant === 'success' ? toast.success : toast;
  show(message, { duration: duration ?? TOAST_DURATION_MS });
}

/** Sonner's toaster; loaded on demand by `Toaster`, never at first paint. */
export default function SonnerToaster({ label }: { label: string }) {
  // Runs after Sonner's own effects (children first), so it is subscribed before the queue is flushed.
  useEffect(() => connectToaster(showWithSonner), []);
  return (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      richColors
      containerAriaLabel={label}
      // Sonner's own stylesheet sets a 13 px system font; the site's font stack (with CJK fonts) and 14 px read better.
      toastOptions={{ className: 'font-sans! text-sm!' }}
    />
  );
}
