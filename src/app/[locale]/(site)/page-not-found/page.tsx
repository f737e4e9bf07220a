import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundMetadata } from '@/components/layout/not-found-metadata';

// proxy.ts serves this page, with status 404, for every unknown path under a supported language.
export const generateMetadata = (): Promise<Metadata> => notFoundMetadata('NotFound');

export default function PageNotFound() {
  return <NotFoundView namespace="NotFound" />;
}
