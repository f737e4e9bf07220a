/** /robots.txt, written at build: every crawler may read every page, and the sitemap is named. */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '@/site/seo';

export const prerender = true;

export const GET: APIRoute = () => {
  const text = ['User-Agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`].join('\n');
  return new Response(`${text}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
