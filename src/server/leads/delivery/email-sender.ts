import { createTransport } from 'nodemailer';
import type { Lead } from '@/server/db/schema';
import { leadPageUrl, type LeadSender } from './lead-payload';

export interface EmailSenderOptions {
  smtpUrl: string;
  to: string;
  from?: string;
  /** SITE_URL: the e-mail links to the lead's page there. */
  siteUrl: string;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The plain English message the sales team reads, with the link that opens the lead in the inbox. */
function formatLeadEmail(lead: Lead, siteUrl: string): { subject: string; text: string } {
  const country = `${countryNames.of(lead.country) ?? lead.country} (${lead.country})`;
  const text = [
    'A new lead arrived through the website contact form.',
    '',
    `Open it in the inbox: ${leadPageUrl(siteUrl, lead.id)}`,
    '',
    `Name:     ${lead.name}`,
    `Country:  ${country}`,
    `Mobile:   ${lead.mobile}`,
    `Language: ${lead.locale === 'zh-CN' ? 'Chinese' : 'English'} (${lead.locale})`,
    `Received: ${lead.createdAt.toISOString()}`,
    `Lead id:  ${lead.id}`,
    '',
    'Message:',
    lead.message,
    '',
  ].join('\n');
  return { subject: `New lead: ${lead.name} (${country})`, text };
}

/** Sends each lead by email through `SMTP_URL`. */
export function createEmailSender(options: EmailSenderOptions): LeadSender {
  const transport = createTransport({
    url: options.smtpUrl,
    // A hanging mail server must not hold the worker for minutes (nodemailer's defaults).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const from = options.from ?? `Website leads <no-reply@${new URL(options.smtpUrl).hostname || 'localhost'}>`;
  return async (lead) => {
    const { subject, text } = formatLeadEmail(lead, options.siteUrl);
    await transport.sendMail({ from, to: options.to, subject, text });
  };
}
