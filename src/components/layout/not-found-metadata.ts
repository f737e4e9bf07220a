import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** Title and robots tags shared by the 404 pages. */
export async function notFoundMetadata(namespace: 'NotFound' | 'UnsupportedLocale'): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t('title'), robots: { index: false, follow: true } };
}
