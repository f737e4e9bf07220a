/**
 * /og/en.png and /og/zh_cn.png, the 1200×630 share cards the pages' Open Graph and Twitter tags point at, written at
 * build time: the ShareImage component, the Metadata messages and, for the Chinese card, the Noto Sans SC subsets of
 * src/server/og-fonts.ts, drawn by @vercel/og (satori to SVG, resvg as WebAssembly to PNG).
 */
import { ImageResponse } from '@vercel/og';
import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { ShareImage } from '@/components/illustrations/share-image';
import { siteConfig } from '@/site/site-config';
import { loadNotoSansScFonts } from '@/server/og-fonts';
import { defaultLocale, localeOfSegment, localeStaticPaths } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';

export const prerender = true;

export const getStaticPaths = (() => localeStaticPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const locale = localeOfSegment(params.lang);
  const t = translatorOf(locale, 'Metadata');
  const card = { name: siteConfig.name, tagline: t('shareTagline'), markets: t('shareMarkets') };
  // The bundled font (Geist) has no CJK glyphs: the Chinese card brings the Noto Sans SC subsets its text needs,
  // The English card keeps the default.
  const fonts = locale === defaultLocale ? undefined : loadNotoSansScFonts(Object.values(card).join(''));
  const image = new ImageResponse(createElement(ShareImage, card), { width: 1200, height: 630, fonts });
  // Read to the end here: the static build writes the body as a file, so a render error fails the build.
  return new Response(await image.arrayBuffer(), { headers: { 'Content-Type': 'image/png' } });
};
