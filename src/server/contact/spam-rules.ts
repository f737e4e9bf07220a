import type { SpamReason } from '@/lib/inbox/vocabulary';
import { MIN_FILL_MS } from '@/lib/lead-fields';
import type { ContactSubmission } from './contact-submission';

/**
 * Why a submission is spam (stored as such, never notified, though answered like success), or undefined for a person.
 * No rule reads a clock: the fill time is the page's own measurement (`fillMs`), so a phone's wrong clock cannot
 * matter. In order:
 * - `honeypot`: the hidden `website` field is filled (any post; people never see it);
 * - a no-JavaScript form post is judged by the honeypot (and the rate limit) alone: a static page sends no timing;
 * - `no-timing`: a JSON post (the site's script always sends `fillMs`) without a usable `fillMs`;
 * - `too-fast`: a `fillMs` under MIN_FILL_MS.
 */
export function judgeSpam(submission: ContactSubmission): Exclude<SpamReason, 'unknown'> | undefined {
  const { website, timing } = submission;
  const isHoneypotFilled = website !== undefined && website !== null && website !== '' && website !== false;
  if (isHoneypotFilled) return 'honeypot';
  if (submission.kind === 'form') return undefined;
  if (timing.kind === 'none') return 'no-timing';
  // A page of the site from before `fillMs` (an old tab) sent only its wall-clock start: a person, not judged on it.
  if (timing.kind === 'wall-clock-only') return undefined;
  return timing.fillMs < MIN_FILL_MS ? 'too-fast' : undefined;
}
