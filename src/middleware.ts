import type { APIContext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { inboxLocaleOf } from '@/i18n/request-locale';
import type { AppLocale } from '@/i18n/locales';
import { toInboxAccess, type InboxAccess } from '@/lib/inbox-access';
import { isInboxPath } from '@/lib/inbox-path';
import { PRIVATE_ANSWER_HEADERS, routeFor } from '@/lib/routes/route-table';
import { INBOX_PAGE_HEADER_CSP } from '@/server/http/answer-headers';
import { compressResponse } from '@/server/http/compress-response';

/**
 * The one place that decides who may see /inbox, and what every answer of it carries, as a sequence of small steps
 * (the first wraps all the others). The inbox's modules are loaded only when an inbox path is asked for: the
 * prerendered public pages (this runs while they are built too) never reach them.
 */

/**
 * What each inbox route states about who may open it (`export const access` in its file), by route pattern
 * (`/inbox/lead/[id]`). Loaded lazily, with the route itself: the public pages never load the inbox's modules.
 */
const routeModules = import.meta.glob('./pages/inbox/**/*.{astro,ts}', { import: 'access' });
const accessLoaders = new Map(
  Object.entries(routeModules).map(([file, load]) => [
    file
      .replace(/^\.\/pages/, '')
      .replace(/\.(astro|ts)$/, '')
      .replace(/\/index$/, ''),
    load,
  ]),
);

/** The access the route states, or undefined when it states none (refused to everyone). */
async function statedAccessOf(routePattern: string): Promise<InboxAccess | undefined> {
  return toInboxAccess(await accessLoaders.get(routePattern)?.());
}

/** Whether the inbox's steps have work: an inbox path asked for on demand. */
function isInboxRequest(context: APIContext): boolean {
  return !context.isPrerendered && isInboxPath(context.url.pathname);
}

async function isCrossOrigin(request: Request): Promise<boolean> {
  const { isCrossOriginRequest } = await import('@/server/http/same-origin');
  return isCrossOriginRequest(request.headers);
}

function withSetCookies(response: Response, setCookies: ReadonlyArray<string>): Response {
  if (setCookies.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(response.body, { status: response.status, headers });
}

const forbidden = () => new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The inbox's language (`Astro.locals.inboxLocale`); a `?lang=` choice is remembered, unless a link from another site made it. */
const readInboxLanguage = defineMiddleware(async (context, next) => {
  if (!isInboxRequest(context)) return next();
  const language = inboxLocaleOf(context.url, context.request.headers);
  context.locals.inboxLocale = language.locale;
  const response = await next();
  return language.setCookie && !(await isCrossOrigin(context.request)) ? withSetCookies(response, [language.setCookie]) : response;
});

/**
 * Every inbox answer: never stored by a browser or proxy, never indexed, in the person's language (`Content-Language`).
 * A page's policy is Astro's (its script and style hashes) with the directives our server gives every page
 * (frame-ancestors and the like), which Astro's header would otherwise replace; its form-action also lets the Call
 * and WhatsApp buttons' post lead on to tel: and WhatsApp.
 */
const keepInboxAnswersPrivate = defineMiddleware(async (context, next) => {
  if (!isInboxRequest(context)) return next();
  return withPrivateHeaders(await next(), context.locals.inboxLocale);
});

function withPrivateHeaders(response: Response, locale: AppLocale): Response {
  const headers = new Headers(response.headers);
  // The inbox's worker keeps its offline page in the language of the last page it saw (src/service-worker/inbox/).
  if (!headers.has('content-language')) headers.set('Content-Language', locale);
  const policy = headers.get('content-security-policy');
  if (policy) headers.set('Content-Security-Policy', `${policy.replace(/;\s*$/, '')}; ${INBOX_PAGE_HEADER_CSP}`);
  for (const [name, value] of Object.entries(PRIVATE_ANSWER_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}

/** A state change (anything but GET or HEAD) to /inbox from another origin (scheme, host and port) is refused. */
const refuseCrossOriginChanges = defineMiddleware(async (context, next) => {
  if (!isInboxRequest(context)) return next();
  const { method } = context.request;
  const isStateChange = method !== 'GET' && method !== 'HEAD';
  if (isStateChange && (await isCrossOrigin(context.request))) return Response.json({ success: false, msg: 'Forbidden' }, { status: 403 });
  return next();
});

/**
 * The database (or the auth library on it) failed. Logged by class and code only: a query's error message carries
 * its parameters (a search, a note, a name), which Astro's own error log would print whole.
 */
const answerInboxUnavailable = defineMiddleware(async (context, next) => {
  if (!isInboxRequest(context)) return next();
  try {
    return await next();
  } catch (error) {
    const { inboxUnavailable } = await import('@/server/inbox/inbox-unavailable');
    return inboxUnavailable(error, context.locals.inboxLocale, context.url.pathname);
  }
});

/**
 * Each route states who may open it (src/lib/inbox-access.ts): anyone, a signed-in person, or an admin; a route that
 * states nothing is refused. Signed out, a page is sent to sign in; the routes the inbox's scripts call answer 401 for
 * the script to act on.
 */
const guardInboxAccess = defineMiddleware(async (context, next) => {
  if (!isInboxRequest(context)) return next();
  const access = await statedAccessOf(context.routePattern);
  if (!access) {
    const { logger } = await import('@/server/logger');
    logger.error({ route: context.routePattern }, 'an inbox route states no access: refused');
    return forbidden();
  }
  if (access === 'anyone') return next();
  const { readInboxSession } = await import('@/server/auth/session');
  const { person, setCookies } = await readInboxSession(context.request.headers);
  if (!person) {
    const isStateChange = context.request.method !== 'GET' && context.request.method !== 'HEAD';
    const answer =
      routeFor(context.url.pathname).area === 'inbox-api'
        ? Response.json({ success: false, msg: 'Unauthorized' }, { status: 401 })
        : new Response(null, { status: isStateChange ? 303 : 302, headers: { Location: '/inbox/sign-in' } });
    return withSetCookies(answer, setCookies);
  }
  context.locals.person = person;
  if (access === 'admin' && person.role !== 'admin') return withSetCookies(forbidden(), setCookies);
  return withSetCookies(await next(), setCookies);
});

/** Every page's header shows the signed-in person's Available or Away (src/components/inbox/inbox-availability.tsx). */
const readPersonAvailability = defineMiddleware(async (context, next) => {
  const { person } = context.locals;
  if (!isInboxRequest(context) || !person || routeFor(context.url.pathname).area !== 'inbox-page') return next();
  const [{ getDatabase }, { readAvailability }] = await Promise.all([import('@/server/db/client'), import('@/server/routing/availability')]);
  context.locals.availability = await readAvailability(person.id, (await getDatabase()).db);
  return next();
});

/**
 * Dynamic answers (the API's JSON, the no-JavaScript contact answer page, the leads export, the inbox) are compressed
 * as the browser asks. Prerendered pages and files are compressed at build time instead
 * (scripts/build-site/precompress.mjs) and served by src/server/http/static-files.ts.
 */
const compressDynamicAnswers = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  return compressResponse(context.request, await next());
});

export const onRequest = sequence(
  readInboxLanguage,
  keepInboxAnswersPrivate,
  refuseCrossOriginChanges,
  answerInboxUnavailable,
  guardInboxAccess,
  readPersonAvailability,
  compressDynamicAnswers,
);
