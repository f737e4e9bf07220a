import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundMetadata } from '@/components/layout/not-found-metadata';

// proxy.ts serves this page, with status 404, for /{unsupported} and /{unsupported}/d.
export const generateMetadata = (): Promise<Metadata> => notFoundMetadata('UnsupportedLocale');

export default function UnsupportedLanguagePage() {
  return <NotFoundView namespace="UnsupportedLocale" />;
}
