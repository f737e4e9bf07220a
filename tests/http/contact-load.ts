// Load for the fault tests: contact posts with unique markers through a keep-alive pool, as a load balancer sends them.
import { randomUUID } from 'node:crypto';
import { request, type Agent } from 'node:http';

export interface LeadAttempt {
  /** Idempotency-Key: a visitor retrying the same draft sends the same one. */
  key: string;
  /** The message, unique per attempt, to find the stored lead. */
  marker: string;
  /** The lead id of the first 2xx answer. */
  ackedId?: string;
}

export type PostOutcome = { status: number; id?: string } | { error: string };

export function createAttempt(marker: string): LeadAttempt {
  return { key: randomUUID(), marker };
}

/** One POST /api/contact; settles with the status and lead id, or the connection error. */
export function postLead(baseUrl: string, agent: Agent, attempt: LeadAttempt): Promise<PostOutcome> {
  // fillMs as the site's script sends it: without it the lead is stored as spam.
  const body = JSON.stringify({ name: 'Load Test', country: 'UG', mobile: '+256712345678', message: attempt.marker, locale: 'en', fillMs: 60_000 });
  return new Promise((resolve) => {
    const req = request(
      `${baseUrl}/api/contact`,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Idempotency-Key': attempt.key },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', (error) => resolve({ error: error.message }));
        res.on('end', () => {
          if (!res.complete) return resolve({ error: 'response cut short' });
          const status = res.statusCode ?? 0;
          try {
            resolve({ status, id: (JSON.parse(text) as { data?: { id?: string } }).data?.id });
          } catch {
            resolve({ status });
          }
        });
      },
    );
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(body);
  });
}

export function isAcknowledged(outcome: PostOutcome): outcome is { status: number; id: string } {
  return 'status' in outcome && outcome.status >= 200 && outcome.status < 300 && typeof outcome.id === 'string';
}

/** Posts attempts and keeps count: requests in flight, acknowledgements, and the posts that got none. */
export class ContactLoad {
  inFlight = 0;
  acked = 0;
  readonly failures: Array<{ marker: string; outcome: PostOutcome }> = [];

  constructor(
    private readonly baseUrl: string,
    private readonly agent: Agent,
  ) {}

  /** Posts `attempt`; a 2xx answer sets its `ackedId`. */
  async send(attempt: LeadAttempt): Promise<void> {
    this.inFlight += 1;
    const outcome = await postLead(this.baseUrl, this.agent, attempt);
    this.inFlight -= 1;
    if (isAcknowledged(outcome)) {
      attempt.ackedId = outcome.id;
      this.acked += 1;
    } else {
      this.failures.push({ marker: attempt.marker, outcome });
    }
  }
}

/** The stored leads whose message starts with `prefix`, through the admin export endpoint. */
export async function exportedLeads(baseUrl: string, adminToken: string, prefix: string): Promise<Array<{ id: string; message: string }>> {
  const response = await fetch(`${baseUrl}/api/leads`, { headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/leads answered ${response.status}`);
  const { data } = (await response.json()) as { data: Array<{ id: string; message: string }> };
  return data.filter((row) => row.message.startsWith(prefix));
}

/** How often each value occurs. */
export function countBy<T>(values: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
