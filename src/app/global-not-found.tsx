import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { brandIcons } from '@/lib/brand-icon';
import en from '../../messages/en.json';
import './globals.css';

export const metadata: Metadata = { title: en.NotFound.metaTitle, robots: { index: false }, icons: brandIcons };

/** Unmatched URLs outside the locale routes (e.g. /api/nope); proxy.ts sends page paths to the localized 404s. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
          <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
            404
          </p>
          <h1 className="text-2xl font-semibold">{en.NotFound.title}</h1>
          <SiteLink href="/" className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white">
            {en.NotFound.backHome}
          </SiteLink>
        </main>
      </body>
    </html>
  );
}
