import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { env } from '@/env';
import type { AppLocale } from '@/i18n/locales';
import { keptTranslators } from '@/i18n/kept-translators';
import { visitorLocaleOf } from '@/i18n/request-locale';
import type { LeadSource } from '@/lib/inbox/vocabulary';
import { leadErrorCodes, leadSchema, type LeadField, type LeadFields } from '@/lib/lead-schema';
import { toStorableText } from '@/lib/lead-text';
import { LEAD_SOURCE_HEADER, OFFLINE_QUEUE_SOURCE } from '@/lib/offline-support';
import { allowHeader, routeFor } from '@/lib/routes/route-table';
import { getDatabase } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { clientAddress } from '@/server/http/client-address';
import { readLimitedBody } from '@/server/http/read-limited-body';
import { isCrossOriginRequest } from '@/server/http/same-origin';
import { getIpHashSalt, hashIp } from '@/server/leads/ip-hash';
import { leadSettings } from '@/server/settings/lead-settings';
import { submitLead, type SubmitLeadResult } from '@/server/leads/store-lead';
import { createRequestLogger } from '@/server/logger';
import { routeLead } from '@/server/routing/route-lead';
import { answerContact, type ContactOutcome } from './contact-response';
import { bodyKindOf, isValidIdempotencyKey, parseSubmission, type BodyKind, type ContactSubmission } from './contact-submission';
import { judgeSpam } from './spam-rules';
import { translateLeadErrors } from './translate-lead-errors';

const contactApiTranslator = keptTranslators('ContactApi');

/** The stored user agent: bytes a header may carry (e.g. C1 controls as Latin-1) do not reach e-mails or exports. */
function userAgentOf(headers: Headers): string | null {
  const userAgent = headers.get('user-agent');
  return userAgent === null ? null : toStorableText(userAgent).slice(0, 500);
}

function typedValues(submission: ContactSubmission): Partial<Record<LeadField, string>> {
  return Object.fromEntries(Object.entries(submission.fields).filter((entry): entry is [LeadField, string] => typeof entry[1] === 'string'));
}

/** A request refused before a submission could be read from it: the status and its `ContactApi` message. */
interface Refusal {
  status: 400 | 403 | 413 | 415;
  msg: 'unsupportedMediaType' | 'forbiddenOrigin' | 'payloadTooLarge' | 'malformedBody';
}

type Reading = { kind: BodyKind; submission: ContactSubmission; refusal?: undefined } | { kind: BodyKind; submission?: undefined; refusal: Refusal };

/** The HTTP checks before validation: media type, origin, body size and shape. */
async function readSubmission(request: Request, fallbackLocale: AppLocale, log: Logger): Promise<Reading> {
  const kind = bodyKindOf(request.headers.get('content-type'));
  if (!kind) return { kind: 'json', refusal: { status: 415, msg: 'unsupportedMediaType' } };
  if (isCrossOriginRequest(request.headers)) {
    log.warn({ origin: request.headers.get('origin') }, 'cross-origin contact post refused');
    return { kind, refusal: { status: 403, msg: 'forbiddenOrigin' } };
  }
  const body = await readLimitedBody(request);
  if (!body.ok) return { kind, refusal: body.reason === 'too-large' ? { status: 413, msg: 'payloadTooLarge' } : { status: 400, msg: 'malformedBody' } };
  const submission = parseSubmission(kind, body.text, fallbackLocale);
  return submission ? { kind, submission } : { kind, refusal: { status: 400, msg: 'malformedBody' } };
}

/**
 * Where the lead came from: the service worker marks the posts it saved offline and replays later
 * (src/service-worker/contact-outbox.ts); anything else is the page's own post.
 */
function leadSourceOf(headers: Headers): LeadSource {
  return headers.get(LEAD_SOURCE_HEADER)?.trim().toLowerCase() === OFFLINE_QUEUE_SOURCE ? OFFLINE_QUEUE_SOURCE : 'page';
}

/** Stores a valid lead under the client's hashed address; the database applies the rate limit and replays. */
async function storeLead(request: Request, submission: ContactSubmission, fields: LeadFields, idempotencyKey: string): Promise<SubmitLeadResult> {
  const { db } = await getDatabase();
  const salt = await getIpHashSalt(db, leadSettings.ipHashSalt);
  return submitLead(
    db,
    {
      fields,
      locale: submission.locale,
      idempotencyKey,
      ipHash: hashIp(clientAddress(request.headers, env.TRUST_PROXY), salt),
      userAgent: userAgentOf(request.headers),
      spamReason: judgeSpam(submission) ?? null,
      source: leadSourceOf(request.headers),
    },
    leadSettings,
  );
}

/**
 * Gives a new lead to an on-duty member of its team before the visitor's answer, so its ring leaves at once. A failure
 * leaves it to the outbox's senders and the duty sweep, which route it too: the lead is stored either way.
 */
async function routeNewLead(leadId: string, log: Logger): Promise<void> {
  try {
    await routeLead(leadId, (await getDatabase()).db, new Date());
  } catch (error) {
    log.error({ err: describeError(error), leadId }, 'lead stored, not routed yet');
  }
}

/** `POST /api/contact`: validate, apply the anti-abuse rules, store the lead durably, route it, answer. */
export async function handleContactPost(request: Request): Promise<Response> {
  const { requestId, log } = createRequestLogger(request);
  const headerLocale = visitorLocaleOf(request.headers);
  const reading = await readSubmission(request, headerLocale, log);
  // The answer's one language: the posted form's, else (no readable body) the referring page's or Accept-Language's.
  const locale = reading.submission?.locale ?? headerLocale;
  const t = contactApiTranslator(locale);
  const fail = (status: number, msg: string, headers?: Record<string, string>): ContactOutcome => ({ status, success: false, msg, headers });
  const { kind } = reading;
  if (reading.refusal) return answerContact(fail(reading.refusal.status, t(reading.refusal.msg)), { kind, locale, requestId });
  const { submission } = reading;

  const idempotencyKey = request.headers.get('idempotency-key') ?? submission.idempotencyKey ?? randomUUID();
  const context = { kind, locale, requestId, values: typedValues(submission), idempotencyKey };
  if (!isValidIdempotencyKey(idempotencyKey)) {
    return answerContact(fail(400, t('invalidIdempotencyKey')), { ...context, idempotencyKey: randomUUID() });
  }
  const parsed = leadSchema.safeParse(submission.fields);
  if (!parsed.success) {
    const errors = await translateLeadErrors(leadErrorCodes(parsed.error), locale, submission.fields.country);
    return answerContact({ ...fail(400, t('invalidFields')), errors }, context);
  }

  try {
    const result = await storeLead(request, submission, parsed.data, idempotencyKey);
    if (result.kind === 'rate-limited') {
      log.info({ retryAfterSeconds: result.retryAfterSeconds }, 'contact post rate limited');
      const retryAfter = String(result.retryAfterSeconds);
      return answerContact(fail(429, t('tooManyRequests'), { 'Retry-After': retryAfter }), context);
    }
    if (result.kind === 'conflict') {
      log.info('idempotency key replayed with other fields; nothing stored');
      // A plain form's page offers the form again: with a new key, so sending it stores the new text.
      return answerContact(fail(422, t('idempotencyKeyReused')), { ...context, idempotencyKey: randomUUID() });
    }
    log.info({ leadId: result.id, result: result.kind, spamReason: result.kind === 'created' ? result.spamReason : undefined }, 'lead stored');
    if (result.kind === 'created' && result.spamReason === null) await routeNewLead(result.id, log);
    return answerContact({ status: 200, success: true, msg: t('submittedSuccess'), data: { id: result.id } }, context);
  } catch (error) {
    // Never leak database errors; the visitor keeps the draft and can try again.
    log.error({ err: describeError(error) }, 'lead could not be stored');
    return answerContact(fail(503, t('serviceUnavailable'), { 'Retry-After': '30' }), context);
  }
}

/**
 * The answer to a request refused before its body is read: a method other than POST (405), or a body over the limit
 * (413, as a no-JavaScript form's page when the form posted it). In the language the referring page or the browser
 * names, since the posted form's own `locale` is never read.
 */
export async function answerContactRefusal(request: Request, status: 405 | 413): Promise<Response> {
  const { requestId } = createRequestLogger(request);
  const locale = visitorLocaleOf(request.headers);
  const t = contactApiTranslator(locale);
  if (status === 413) {
    const kind = bodyKindOf(request.headers.get('content-type')) ?? 'json';
    return answerContact({ status, success: false, msg: t('payloadTooLarge') }, { kind, locale, requestId });
  }
  const response = await answerContact({ status, success: false, msg: t('methodNotAllowed') }, { kind: 'json', locale, requestId });
  response.headers.set('Allow', allowHeader(routeFor(new URL(request.url).pathname)));
  return response;
}
