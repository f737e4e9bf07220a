/** /sitemap.xml, written at build: every page in every language, with its hreflang alternates. */
import type { APIRoute } from 'astro';
import { getPathname } from '@/i18n/paths';
import { locales } from '@/i18n/locales';
import { pagePaths } from '@/i18n/paths';
import { escapeHtml } from '@/lib/escape-html';
import { absoluteUrl, alternateLanguages } from '@/site/seo';

export const prerender = true;

export const GET: APIRoute = () => {
  const urls = pagePaths.flatMap((path) =>
    locales.map((locale) =>
      [
        '<url>',
        `<loc>${escapeHtml(absoluteUrl(getPathname({ locale, href: path })))}</loc>`,
        ...Object.entries(alternateLanguages(path)).map(
          ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absoluteUrl(href))}" />`,
        ),
        '<changefreq>monthly</changefreq>',
        `<priority>${path === '/' ? 1 : 0.6}</priority>`,
        '</url>',
      ].join('\n'),
    ),
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml' } });
};
