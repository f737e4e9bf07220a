import 'server-only';
import type { ReactElement } from 'react';

type ReactDomServer = typeof import('react-dom/server');

let loading: Promise<ReactDomServer> | undefined;

/**
 * `renderToStaticMarkup` for route handlers. Next.js bundles them for React Server Components, where
 * `react-dom/server` is refused at build time ("You're importing a component that imports react-dom/server",
 * vercel/next.js#43810, #64052) and where `react` is the server build that react-dom's renderer cannot run on.
 * So the import is left to Node at run time (`turbopackIgnore`): it resolves the installed react-dom's Node build,
 * which runs on the installed client `react`, as in any Node program. The standalone output ships both because
 * Next's own server traces them (.next/next-server.js.nft.json); the import itself is invisible to the tracer.
 * Fails loudly (every render throws, tests/http/contact-api.test.ts fails) if the module is gone or changed.
 */
export async function renderStaticMarkup(element: ReactElement): Promise<string> {
  loading ??= import(/* turbopackIgnore: true */ /* webpackIgnore: true */ 'react-dom/server');
  const { renderToStaticMarkup } = await loading;
  if (typeof renderToStaticMarkup !== 'function') throw new Error('react-dom/server has no renderToStaticMarkup');
  return renderToStaticMarkup(element);
}
