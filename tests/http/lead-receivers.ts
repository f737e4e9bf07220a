// Loopback receivers for lead notifications that count deliveries per lead id: an SMTP server and a webhook
// endpoint whose answers can be held back, to keep a delivery in progress for as long as a test needs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { countBy } from './contact-load';

export interface LeadReceivers {
  smtpUrl: string;
  webhookUrl: string;
  /** Lead ids in arrival order, one entry per delivery. */
  emails: string[];
  webhooks: string[];
  /** Each delivery as received: the mail's raw text, the webhook's parsed body. */
  emailTexts: string[];
  webhookBodies: unknown[];
  /** From now on, webhook deliveries get no answer until `release()`. */
  hold(): void;
  release(): void;
  /** Webhook deliveries waiting for their answer. */
  heldCount(): number;
  close(): Promise<void>;
}

const LEAD_ID_IN_MAIL = /Lead id:\s+([0-9a-f-]{36})/;

export async function startLeadReceivers(): Promise<LeadReceivers> {
  const emails: string[] = [];
  const webhooks: string[] = [];
  const emailTexts: string[] = [];
  const webhookBodies: unknown[] = [];
  let isHolding = false;
  let held: Array<() => void> = [];

  // No STARTTLS: smtp-server's built-in certificate has expired.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A reverse DNS lookup per connection would slow every delivery down.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        emails.push(LEAD_ID_IN_MAIL.exec(raw)?.[1] ?? 'unreadable mail');
        emailTexts.push(raw);
        callback();
      });
    },
  });
  const webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { lead: { id: string } };
      webhooks.push(parsed.lead.id);
      webhookBodies.push(parsed);
      const answer = () => response.writeHead(204).end();
      if (isHolding) held.push(answer);
      else answer();
    });
  });
  await Promise.all([
    new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve)),
  ]);
  const release = () => {
    isHolding = false;
    for (const answer of held) answer();
    held = [];
  };
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
    emails,
    webhooks,
    emailTexts,
    webhookBodies,
    hold: () => (isHolding = true),
    release,
    heldCount: () => held.length,
    async close() {
      release();
      webhook.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => webhook.close(() => resolve()))]);
    },
  };
}

/** Lead ids delivered more than once, with their counts. */
export function deliveredTwice(ids: string[]): Array<[string, number]> {
  return [...countBy(ids)].filter(([, count]) => count > 1);
}
