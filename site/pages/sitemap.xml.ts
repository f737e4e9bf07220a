/**
 * /sitemap.xml, written at build from the Next site's own list (src/app/sitemap.ts: every page in every language,
 * with its hreflang alternates), in the XML Next writes for it.
 */
import type { APIRoute } from 'astro';
import sitemap from '@/app/sitemap';
import { escapeHtml } from '@/lib/escape-html';

export const prerender = true;

export const GET: APIRoute = () => {
  const urls = sitemap().map(({ url, alternates, changeFrequency, priority }) =>
    [
      '<url>',
      `<loc>${escapeHtml(url)}</loc>`,
      ...Object.entries(alternates?.languages ?? {}).map(
        ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(String(href))}" />`,
      ),
      changeFrequency ? `<changefreq>${changeFrequency}</changefreq>` : '',
      priority === undefined ? '' : `<priority>${priority}</priority>`,
      '</url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml' } });
};
