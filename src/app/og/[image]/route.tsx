import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { ShareImage } from '@/components/illustrations/share-image';
import { routing, urlSegmentOf } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { loadNotoSansScFonts } from '@/server/og-fonts';

// One PNG per locale, rendered once at build time. The `.png` path keeps it clear of the
// locale proxy (src/proxy.ts), which leaves file extensions alone; the metadata-file
// convention (app/[locale]/opengraph-image) would be served at /zh-CN/..., which the proxy 404s.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ image: `${urlSegmentOf(locale)}.png` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[image]'>) {
  const { image } = await params;
  const locale = routing.locales.find((candidate) => `${urlSegmentOf(candidate)}.png` === image);
  if (!locale) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const card = { name: siteConfig.name, tagline: t('shareTagline'), markets: t('shareMarkets') };
  // next/og's bundled font (Geist) has no CJK glyphs: the Chinese card brings Noto Sans SC
  // from node_modules, only the subsets its text needs. The English card keeps the default.
  const fonts = locale === routing.defaultLocale ? undefined : loadNotoSansScFonts(Object.values(card).join(''));
  return new ImageResponse(<ShareImage {...card} />, { width: 1200, height: 630, fonts });
}
