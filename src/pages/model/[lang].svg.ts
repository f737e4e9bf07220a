/**
 * /model/en.svg and /model/zh_cn.svg, the home page's platform model diagram in each language, written at build from
 * the ModelDiagram component and the `HomePage.model` messages (model-diagram.tsx `modelDiagramPath` says why a file).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ModelDiagram, modelDiagramLabels } from '@/components/illustrations/model-diagram';
import { localeOfSegment, localeStaticPaths } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';

export const prerender = true;

export const getStaticPaths = (() => localeStaticPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const locale = localeOfSegment(params.lang);
  const t = translatorOf(locale, 'HomePage');
  const labels = modelDiagramLabels((key) => t(`model.${key}`));
  const svg = renderToStaticMarkup(createElement(ModelDiagram, { labels, locale }));
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
