import { isInboxPath } from '@/lib/inbox-path';

/**
 * What each path of the site takes: its methods, and the largest body a request to it may carry. The one table the
 * production entry reads before a route sees the request (src/server/http/astro-server.ts): the request gate answers
 * a method the path does not take 405 with `Allow` (./request-gate.ts), and the entry answers a body over the limit
 * 413 (./body-limit.ts), from its `Content-Length` before reading, or as soon as a chunked body's count passes it.
 * The routes that read a body take their limit from here too (./read-limited-body.ts), so `astro dev`, which runs
 * without the entry, bounds them alike.
 */
export interface RouteRule {
  /** The methods the path takes, as `Allow` lists them. */
  methods: ReadonlyArray<string>;
  /** The largest body, in bytes, of any request to the path (0: it takes none). */
  maxBodyBytes: number;
  /**
   * Who words a refusal: the inbox's own page in its language; the inbox's JSON envelope in its language (the routes
   * the inbox's scripts call); the contact API's envelope in the visitor's (its route answers its other methods
   * itself); or JSON.
   */
  area: 'inbox' | 'inbox-api' | 'contact' | 'other';
}

const KIB = 1024;
const GET_HEAD = ['GET', 'HEAD'] as const;
/** A page that shows a form on GET and takes its post. */
const FORM_PAGE = ['GET', 'HEAD', 'POST'] as const;

/*
 * An inbox form's limit is its largest honest post: every field at the length the form and its reader allow, typed in
 * Chinese. A browser sends a form urlencoded, and a CJK character is 3 bytes of UTF-8, 9 bytes as %XX escapes (an
 * emoji is 12 bytes for 2 UTF-16 units, so 9 bytes a unit is the most any text costs).
 */
const EXACT: ReadonlyMap<string, RouteRule> = new Map<string, RouteRule>([
  // The contact form's four fields fit many times over; a larger post is no visitor's.
  ['/api/contact', { methods: ['POST'], maxBodyBytes: 16 * KIB, area: 'contact' }],
  // The operator endpoints' posts: a person (`npm run users:*`), and lead ids (a UUID is 36 bytes) by the thousand.
  ['/api/people', { methods: ['POST'], maxBodyBytes: 8 * KIB, area: 'other' }],
  ['/api/leads/restore', { methods: ['POST'], maxBodyBytes: 64 * KIB, area: 'other' }],
  // The whole routing as one document (GET reads it, PUT replaces it): 50 teams of 100 members and every country fit.
  ['/api/routing', { methods: ['GET', 'HEAD', 'PUT'], maxBodyBytes: 64 * KIB, area: 'other' }],
  // `npm run leads:retry` posts nothing; room for an automation's `{}`.
  ['/api/outbox/retry', { methods: ['POST'], maxBodyBytes: 1 * KIB, area: 'other' }],
  // E-mail (320) and password (256): 5.2 KB at 9 bytes a character.
  ['/inbox/sign-in', { methods: FORM_PAGE, maxBodyBytes: 8 * KIB, area: 'inbox' }],
  // The token, the password and its repeat (256 each): 4.7 KB at 9 bytes a character.
  ['/inbox/set-password', { methods: FORM_PAGE, maxBodyBytes: 8 * KIB, area: 'inbox' }],
  // Add a person (e-mail, a name of 100), or an action on one: 1.7 KB at 9 bytes a character.
  ['/inbox/people', { methods: FORM_PAGE, maxBodyBytes: 4 * KIB, area: 'inbox' }],
  // The sign-out buttons' forms (this device, every device) have no field.
  ['/inbox/sign-out', { methods: ['POST'], maxBodyBytes: 1 * KIB, area: 'inbox' }],
  ['/inbox/sign-out-everywhere', { methods: ['POST'], maxBodyBytes: 1 * KIB, area: 'inbox' }],
  // The header's Available / Away: `status` and `return`, the page it was on (a list's query of up to 2,000 characters).
  ['/inbox/availability', { methods: ['POST'], maxBodyBytes: 4 * KIB, area: 'inbox' }],
  // A team's form: a name of 60 characters (540 B at 9 bytes a character), every country of the contact form (13 B
  // each as `countries=XX&`), 100 members' e-mails and 14 times: about 10 KB at most.
  ['/inbox/teams', { methods: FORM_PAGE, maxBodyBytes: 16 * KIB, area: 'inbox' }],
  // The reply templates: a title of 60 and a text of 500 characters, 5 KB at 9 bytes a character.
  ['/inbox/templates', { methods: FORM_PAGE, maxBodyBytes: 8 * KIB, area: 'inbox' }],
  // The list's filter (folder, country, dates, mine, the search box), posted by the list's form: an export is a state
  // change (the history records it), never a GET that an <img> on another page could make.
  ['/inbox/export.csv', { methods: ['POST'], maxBodyBytes: 4 * KIB, area: 'inbox' }],
  // A device's notifications: PushSubscription.toJSON() (an endpoint of at most 2,048 characters and two keys of 87
  // and 22), or an endpoint alone; JSON from the settings page's script.
  ['/inbox/push/subscriptions', { methods: ['POST', 'DELETE'], maxBodyBytes: 4 * KIB, area: 'inbox-api' }],
  ['/inbox/push/test', { methods: ['POST'], maxBodyBytes: 4 * KIB, area: 'inbox-api' }],
  ['/inbox/push/key', { methods: GET_HEAD, maxBodyBytes: 0, area: 'inbox-api' }],
]);

/** A lead's page: its actions' forms, the largest a note of 1,000 characters (9 KB at 9 bytes a character). */
const LEAD_PAGE = /^\/inbox\/lead\/[^/]+$/;
const LEAD_PAGE_RULE: RouteRule = { methods: FORM_PAGE, maxBodyBytes: 16 * KIB, area: 'inbox' };

/** A tap on Call or WhatsApp (`via`, and a reply template's id): under 100 bytes; 1 KB leaves room. */
const LEAD_REACH = /^\/inbox\/lead\/[^/]+\/reach$/;
const LEAD_REACH_RULE: RouteRule = { methods: ['POST'], maxBodyBytes: 1 * KIB, area: 'inbox' };

/**
 * The auth library's endpoints are mounted nowhere (src/server/auth/auth.ts): every /api/auth path answers 404 to GET
 * and POST alike, as an unknown path, not 405, which would tell a script what the library would take. A tiny limit,
 * so a 100 MB post costs the server nothing.
 */
const AUTH_API_PREFIX = '/api/auth/';
const AUTH_API_RULE: RouteRule = { methods: FORM_PAGE, maxBodyBytes: 1 * KIB, area: 'other' };

/** The list, its live rows and events, and any other inbox path: read only. */
const INBOX_READ_RULE: RouteRule = { methods: GET_HEAD, maxBodyBytes: 0, area: 'inbox' };
/** Pages, files and the read-only API routes (health, ready, leads, metrics): read only, no body. */
const READ_RULE: RouteRule = { methods: GET_HEAD, maxBodyBytes: 0, area: 'other' };

/** The rule of a request's path (without its query). A page's path with a trailing slash is the page's (308). */
export function routeRuleOf(pathname: string): RouteRule {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const exact = EXACT.get(path);
  if (exact) return exact;
  if (LEAD_PAGE.test(path)) return LEAD_PAGE_RULE;
  if (LEAD_REACH.test(path)) return LEAD_REACH_RULE;
  if (path.startsWith(AUTH_API_PREFIX)) return AUTH_API_RULE;
  return isInboxPath(path) ? INBOX_READ_RULE : READ_RULE;
}
