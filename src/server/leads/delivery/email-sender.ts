import { createTransport } from 'nodemailer';
import { FOR_EVERYONE, type LeadAssignment } from '@/lib/routing/lead-assignment';
import type { Lead } from '@/server/db/schema';
import type { EmailSettings } from '@/server/settings/channel-settings';
import { leadPageUrl, type LeadSender } from './lead-payload';

interface EmailSenderOptions extends EmailSettings {
  /** Whom the lead is for (routing's assignee); everyone when absent. */
  assignmentOf?: (lead: Lead) => Promise<LeadAssignment>;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Whom the lead is for, on one line: its assignee, the team it waits for and until when, or everyone. */
function assignmentLine({ assignee, team, waitingUntil }: LeadAssignment): string {
  if (assignee) return `${assignee.name} <${assignee.email}>${team ? ` (${team.name} team, by routing)` : ''}`;
  if (!team) return 'everyone (no team serves this country and language)';
  if (!waitingUntil) return `nobody yet: waiting for the ${team.name} team, where nobody is on duty`;
  const opens = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: team.timeZone,
  }).format(waitingUntil);
  return `nobody yet: waiting for the ${team.name} team, which opens ${opens} (${team.timeZone})`;
}

/** The plain English message the sales team reads, with the link that opens the lead in the inbox. */
function formatLeadEmail(lead: Lead, siteUrl: string, assignment: LeadAssignment): { subject: string; text: string } {
  const country = `${countryNames.of(lead.country) ?? lead.country} (${lead.country})`;
  const text = [
    'A new lead arrived through the website contact form.',
    '',
    `Open it in the inbox: ${leadPageUrl(siteUrl, lead.id)}`,
    '',
    `For:      ${assignmentLine(assignment)}`,
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
  const forWhom = assignment.assignee ? ` for ${assignment.assignee.name}` : '';
  return { subject: `New lead${forWhom}: ${lead.name} (${country})`, text };
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
    const assignment = (await options.assignmentOf?.(lead)) ?? FOR_EVERYONE;
    const { subject, text } = formatLeadEmail(lead, options.siteUrl, assignment);
    await transport.sendMail({ from, to: options.to, subject, text });
  };
}
