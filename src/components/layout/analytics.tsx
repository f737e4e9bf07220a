'use client';

import { lazy, Suspense } from 'react';

// Loaded only when rendered: with no GA ID configured, not a byte of it reaches the browser.
const AnalyticsGtag = lazy(() => import('./analytics-gtag'));

/** Google Analytics 4, for the layout to render only when an ID is configured. */
export function Analytics({ gaId }: { gaId: string }) {
  return (
    <Suspense fallback={null}>
      <AnalyticsGtag gaId={gaId} />
    </Suspense>
  );
}
