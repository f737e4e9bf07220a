'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from './toast';

const SonnerToaster = lazy(() => import('./toaster-sonner'));

/** Mounts the toaster once the first toast is asked for; until then it costs nothing. */
export function Toaster({ label }: { label: string }) {
  const isRequested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster label={label} />
    </Suspense>
  );
}
