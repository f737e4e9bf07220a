import { isInboxPath } from '@/lib/inbox-path';
import { API_PATH, isApiPath } from './api-path';

/**
 * The one statement of each route's HTTP facts, by Astro route pattern (a file under src/pages): the methods it
 * takes, the largest body a request may carry, its area and whether its answers are private. Pure data, below the
 * server and the pages alike: the production entry refuses a method (405 with `Allow`) or a body
 * over the limit (413) before a route sees the request (src/server/http/), each route's own 405 reads its `Allow`
 * here (src/pages/api/_method-not-allowed.ts), and the routes that read a body take their limit from here too, so
 * `astro dev`, which runs without the entry, bounds them alike. route-files.test.ts checks each route file's
 * exported methods against its row.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

/**
 * Who a route answers, and so who words its refusals: the public site's pages and files; its public API (JSON);
 * the operator's API (ADMIN_TOKEN, JSON); the inbox's pages (its own small page in the person's language); the
 * routes the inbox's scripts call (the JSON envelope in the person's language; signed out, 401 rather than a
 * redirect to sign in).
 */
type RouteArea = 'public-page' | 'public-api' | 'operator-api' | 'inbox-page' | 'inbox-api';

export interface Route {
  /** Astro's route pattern (`/inbox/lead/[id]`), or the prefix a fallback stands for. */
  pattern: string;
  /** The methods the route takes, as `Allow` lists them. */
  methods: ReadonlyArray<HttpMethod>;
  /** The largest body, in bytes, of any request to the route (0: it takes none). */
  maxBodyBytes: number;
  area: RouteArea;
  /** Never stored by a browser or proxy, never indexed: every answer of the inbox. */
  isPrivate: boolean;
  /** The route answers a method it does not take, and a body over its limit, itself, in the visitor's language. */
  wordsOwnRefusals?: true;
}

/** What every private answer carries, whoever writes it (the request gate, the middleware, a 413). */
export const PRIVATE_ANSWER_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

const PRIVATE_AREAS: ReadonlySet<RouteArea> = new Set(['inbox-page', 'inbox-api']);

const KIB = 1024;
const GET_HEAD: ReadonlyArray<HttpMethod> = ['GET', 'HEAD'];
/** A page that shows a form on GET and takes its post. */
const FORM_PAGE: ReadonlyArray<HttpMethod> = ['GET', 'HEAD', 'POST'];
const POST: ReadonlyArray<HttpMethod> = ['POST'];

/** The route that answers the contact form, which words its refusals itself. */
export const CONTACT_API_PATH = '/api/contact';

type Row = readonly [pattern: string, area: RouteArea, methods: ReadonlyArray<HttpMethod>, maxBodyBytes: number];

/*
 * An inbox form's limit is its largest honest post: every field at the length the form and its reader allow, typed in
 * Chinese. A browser sends a form urlencoded, and a CJK character is 3 bytes of UTF-8, 9 bytes as %XX escapes (an
 * emoji is 12 bytes for 2 UTF-16 units, so 9 bytes a unit is the most any text costs). A pattern with a parameter
 * matches after every pattern without one; a rest parameter (`[...rest]`) last.
 */
const ROWS: ReadonlyArray<Row> = [
  ['/', 'public-page', GET_HEAD, 0],
  ['/404', 'public-page', GET_HEAD, 0],
  ['/d', 'public-page', GET_HEAD, 0],
  ['/privacy', 'public-page', GET_HEAD, 0],
  ['/robots.txt', 'public-page', GET_HEAD, 0],
  ['/sitemap.xml', 'public-page', GET_HEAD, 0],
  ['/[lang]', 'public-page', GET_HEAD, 0],
  ['/[lang]/d', 'public-page', GET_HEAD, 0],
  ['/[lang]/offline', 'public-page', GET_HEAD, 0],
  ['/[lang]/page-not-found', 'public-page', GET_HEAD, 0],
  ['/[lang]/privacy', 'public-page', GET_HEAD, 0],
  ['/[lang]/unsupported-language', 'public-page', GET_HEAD, 0],
  ['/model/[lang].svg', 'public-page', GET_HEAD, 0],
  ['/og/[lang].png', 'public-page', GET_HEAD, 0],
  // The contact form's four fields fit many times over.
  [CONTACT_API_PATH, 'public-api', POST, 16 * KIB],
  ['/api/health', 'public-api', GET_HEAD, 0],
  ['/api/ready', 'public-api', GET_HEAD, 0],
  /*
   * The auth library's endpoints are mounted nowhere (src/server/auth/auth.ts): every /api/auth path answers 404 to
   * GET and POST alike, as an unknown path, not 405, which would tell a script what the library would take. A tiny
   * limit, so a 100 MB post costs the server nothing.
   */
  ['/api/auth/[...all]', 'public-api', FORM_PAGE, 1 * KIB],
  ['/api/leads', 'operator-api', GET_HEAD, 0],
  ['/api/metrics', 'operator-api', GET_HEAD, 0],
  // A person (`npm run users:*`); lead ids (a UUID is 36 bytes).
  ['/api/people', 'operator-api', POST, 8 * KIB],
  ['/api/leads/restore', 'operator-api', POST, 64 * KIB],
  // The whole routing as one document (GET reads it, PUT replaces it): 50 teams of 100 members and every country fit.
  ['/api/routing', 'operator-api', ['GET', 'HEAD', 'PUT'], 64 * KIB],
  // `npm run leads:retry` posts nothing; room for an automation's `{}`.
  ['/api/outbox/retry', 'operator-api', POST, 1 * KIB],
  ['/inbox', 'inbox-page', GET_HEAD, 0],
  // E-mail (320) and password (256): 5.2 KB at 9 bytes a character.
  ['/inbox/sign-in', 'inbox-page', FORM_PAGE, 8 * KIB],
  // The token, the password and its repeat (256 each): 4.7 KB at 9 bytes a character.
  ['/inbox/set-password', 'inbox-page', FORM_PAGE, 8 * KIB],
  // Add a person (e-mail, a name of 100), or an action on one: 1.7 KB at 9 bytes a character.
  ['/inbox/people', 'inbox-page', FORM_PAGE, 4 * KIB],
  // The sign-out buttons' forms (this device, every device) have no field.
  ['/inbox/sign-out', 'inbox-page', POST, 1 * KIB],
  ['/inbox/sign-out-everywhere', 'inbox-page', POST, 1 * KIB],
  // The header's Available / Away: `status` and `return`, the page it was on (a list's query of up to 2,000 characters).
  ['/inbox/availability', 'inbox-page', POST, 4 * KIB],
  // A team's form: a name of 60 characters (540 B at 9 bytes a character), every country of the contact form (13 B
  // each as `countries=XX&`), 100 members' e-mails and 14 times: about 10 KB at most.
  ['/inbox/teams', 'inbox-page', FORM_PAGE, 16 * KIB],
  // The reply templates: a title of 60 and a text of 500 characters, 5 KB at 9 bytes a character.
  ['/inbox/templates', 'inbox-page', FORM_PAGE, 8 * KIB],
  // The list's filter (folder, country, dates, mine, the search box), posted by the list's form: an export is a state
  // change (the history records it), never a GET that an <img> on another page could make.
  ['/inbox/export.csv', 'inbox-page', POST, 4 * KIB],
  ['/inbox/report', 'inbox-page', GET_HEAD, 0],
  ['/inbox/report.csv', 'inbox-page', GET_HEAD, 0],
  ['/inbox/settings', 'inbox-page', GET_HEAD, 0],
  // The live list's rows and events.
  ['/inbox/rows', 'inbox-api', GET_HEAD, 0],
  ['/inbox/events', 'inbox-api', GET_HEAD, 0],
  // A device's notifications: PushSubscription.toJSON() (an endpoint of at most 2,048 characters and two keys of 87
  // and 22), or an endpoint alone; JSON from the settings page's script.
  ['/inbox/push/subscriptions', 'inbox-api', ['POST', 'DELETE'], 4 * KIB],
  ['/inbox/push/test', 'inbox-api', POST, 4 * KIB],
  ['/inbox/push/key', 'inbox-api', GET_HEAD, 0],
  // A lead's page: its actions' forms, the largest a note of 1,000 characters (9 KB at 9 bytes a character).
  ['/inbox/lead/[id]', 'inbox-page', FORM_PAGE, 16 * KIB],
  // A tap on Call or WhatsApp (`via`, and a reply template's id): under 100 bytes; 1 KB leaves room.
  ['/inbox/lead/[id]/reach', 'inbox-page', POST, 1 * KIB],
  ['/inbox/icon/[size].png', 'inbox-page', GET_HEAD, 0],
  ['/inbox/manifest/[lang].webmanifest', 'inbox-page', GET_HEAD, 0],
  ['/inbox/offline/[lang]', 'inbox-page', GET_HEAD, 0],
  ['/inbox/styles/[file].css', 'inbox-page', GET_HEAD, 0],
  // Any other inbox path: the inbox's own not-found page.
  ['/inbox/[...rest]', 'inbox-page', GET_HEAD, 0],
];

function routeOf([pattern, area, methods, maxBodyBytes]: Row): Route {
  const route: Route = { pattern, methods, maxBodyBytes, area, isPrivate: PRIVATE_AREAS.has(area) };
  return pattern === CONTACT_API_PATH ? { ...route, wordsOwnRefusals: true } : route;
}

/** Every route of the table, in the order a path is matched. */
export const ROUTES: ReadonlyArray<Route> = ROWS.map(routeOf);

/** The top of the site a path belongs to: a pattern's parameter never matches across them (`/[lang]` is no `/api`). */
function sectionOf(path: string): string {
  if (isApiPath(path)) return API_PATH;
  return isInboxPath(path) ? '/inbox' : '/';
}

function matcherOf(pattern: string): RegExp {
  const source = pattern
    .split(/(\[\.\.\.[^\]]+\]|\[[^\]]+\])/)
    .map((part) => (part.startsWith('[...') ? '.*' : part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

const EXACT = new Map(ROUTES.filter(({ pattern }) => !pattern.includes('[')).map((route) => [route.pattern, route]));
const WITH_PARAMETERS = ROUTES.filter(({ pattern }) => pattern.includes('['))
  .map((route) => ({ route, section: sectionOf(route.pattern.replace(/\/\[.*$/, '') || '/'), matcher: matcherOf(route.pattern) }))
  .sort((a, b) => Number(a.route.pattern.includes('[...')) - Number(b.route.pattern.includes('[...')));

/** A path no route file answers: an unknown API path, or a file of the build (read only, no body). */
const UNKNOWN_API_PATH = routeOf([API_PATH, 'public-api', GET_HEAD, 0]);
const BUILD_FILE = routeOf(['/', 'public-page', GET_HEAD, 0]);

/** The route of a request's path (without its query). A page's path with a trailing slash is the page's (308). */
export function routeFor(pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const exact = EXACT.get(path);
  if (exact) return exact;
  const section = sectionOf(path);
  const match = WITH_PARAMETERS.find((candidate) => candidate.section === section && candidate.matcher.test(path));
  if (match) return match.route;
  return section === API_PATH ? UNKNOWN_API_PATH : BUILD_FILE;
}

/** The route's methods as `Allow` lists them. */
export function allowHeader(route: Route): string {
  return route.methods.join(', ');
}
