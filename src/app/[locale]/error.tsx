'use client';

import { useEffect } from 'react';
import { useClientStrings } from '@/components/layout/client-strings';
import { failNavigationProgress } from '@/components/layout/progress-bar';
import { reloadOnChunkError } from '@/lib/chunk-reload';

type ErrorPageProps = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage({ error, reset }: ErrorPageProps) {
  const { errorPage: t, homeHref } = useClientStrings();
  useEffect(() => {
    // A page that throws while rendering is a failed navigation: the progress bar says so.
    failNavigationProgress();
    // A chunk of a newer deploy that failed to load while rendering lands here, not on window.
    reloadOnChunkError(error);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center outline-none">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-slate-600">{t.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
        >
          {t.retry}
        </button>
        {/* A full page load, not a client navigation: it leaves whatever state broke this page behind. */}
        <a href={homeHref} className="rounded-full border border-brand-700 px-6 py-3 font-medium text-brand-800">
          {t.backHome}
        </a>
      </div>
    </main>
  );
}
