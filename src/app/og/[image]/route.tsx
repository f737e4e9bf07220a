import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { ShareImage } from '@/components/illustrations/share-image';
import { routing, urlSegmentByLocale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';

// One PNG per locale, rendered once at build time. The `.png` path keeps it clear of the
// locale proxy (src/proxy.ts), which leaves file extensions alone; the metadata-file
// convention (app/[locale]/opengraph-image) would be served at /zh-CN/..., which the proxy 404s.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ image: `${urlSegmentByLocale[locale]}.png` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[image]'>) {
  const { image } = await params;
  const locale = routing.locales.find((candidate) => `${urlSegmentByLocale[candidate]}.png` === image);
  if (!locale) return new Response('Not found', { status: 404 });
  // English text on every locale's card: next/og's bundled font has no CJK glyphs and
  // loading one would need the network at build time (see ShareImage).
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'Metadata' });
  return new ImageResponse(
    <ShareImage name={siteConfig.name} tagline={t('shareTagline')} markets={t('shareMarkets')} />,
    { width: 1200, height: 630 },
  );
}
