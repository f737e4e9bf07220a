/** /robots.txt, written at build from the Next site's own rules (src/app/robots.ts), in the text Next writes. */
import type { APIRoute } from 'astro';
import robots from '@/app/robots';

export const prerender = true;

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

export const GET: APIRoute = () => {
  const { rules, sitemap } = robots();
  const groups = [rules].flat().map((rule) =>
    [
      ...asList(rule.userAgent).map((agent) => `User-Agent: ${agent}`),
      ...asList(rule.allow).map((path) => `Allow: ${path}`),
      ...asList(rule.disallow).map((path) => `Disallow: ${path}`),
    ].join('\n'),
  );
  const text = [...groups, ...asList(sitemap).map((url) => `Sitemap: ${url}`)].join('\n\n');
  return new Response(`${text}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
