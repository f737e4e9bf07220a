'use client';

import { useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { createHttpFailureToast } from '@/components/ui/toast';
import { configureHttpClient } from '@/lib/http-client-config';

type ClientProvidersProps = { failMessage: string; notificationsLabel: string };

/** Browser-wide wiring: every HTTP 4xx/5xx answer of the http client shows the danger toast "fail". */
export function ClientProviders({ failMessage, notificationsLabel }: ClientProvidersProps) {
  useEffect(() => {
    configureHttpClient({ onHttpFailure: createHttpFailureToast(failMessage) });
  }, [failMessage]);
  return <Toaster label={notificationsLabel} />;
}
