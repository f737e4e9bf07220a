// The routing document over HTTP: GET and PUT /api/routing with the operator's token, and the teams the HTTP tests use.

export interface RoutingAnswer {
  status: number;
  body: { success: boolean; msg: string; data?: { problems?: Array<{ field: string; problem: string }> } & Record<string, unknown> };
}

/** A call to /api/routing: `body` as JSON (a string is sent as it is), with `Bearer <token>` when one is given. */
export async function callRouting(base: string, token: string | undefined, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<RoutingAnswer> {
  const response = await fetch(`${base}/api/routing`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as RoutingAnswer['body']) : { success: false, msg: '' } };
}

/** Kenya and Uganda, always open, Wanjiru then Baraka; `overrides` over it. */
export const kenyaTeam = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kenya',
  countries: ['KE', 'UG'],
  languages: [],
  timeZone: 'Africa/Nairobi',
  hours: null,
  members: ['wanjiru@example.com', 'baraka@example.com'],
  ...overrides,
});

/** The Kenya team (with `overrides`) and everyone else with Amina, the admin. */
export const routingDocument = (overrides: Record<string, unknown> = {}) => ({
  answerWithin: '5m',
  teams: [kenyaTeam(overrides), { name: 'Everyone else', countries: ['*'], languages: [], timeZone: 'Africa/Lagos', hours: null, members: ['amina@example.com'] }],
});
