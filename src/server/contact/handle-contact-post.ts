import 'server-only';
import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { leadErrorCodes, leadSchema, type LeadField } from '@/lib/lead-schema';
import { toStorableText } from '@/lib/lead-text';
import { memoizePromise } from '@/lib/memoize-promise';
import { getDatabase } from '@/server/db/client';
import { clientAddress } from '@/server/http/client-address';
import { readLimitedBody } from '@/server/http/read-limited-body';
import { isCrossOriginRequest } from '@/server/http/same-origin';
import { getIpHashSalt, hashIp } from '@/server/leads/ip-hash';
import { submitLead } from '@/server/leads/submit-lead';
import { describeError } from '@/server/error-cause';
import { createRequestLogger } from '@/server/logger';
import { answerContact, type ContactOutcome } from './contact-response';
import { contactSettings } from './contact-settings';
import {
  bodyKindOf,
  isSpamSubmission,
  isValidIdempotencyKey,
  localeFromHeaders,
  parseSubmission,
  type ContactSubmission,
} from './contact-submission';
import { translateLeadErrors } from './translate-lead-errors';

const loadContactApiTranslator = (locale: AppLocale) => getTranslations({ locale, namespace: 'ContactApi' });
const contactApiTranslators = new Map<AppLocale, ReturnType<typeof loadContactApiTranslator>>();

/**
 * The `ContactApi` translator of a locale, built once: outside a React render next-intl builds a new
 * config, formatters and translator on every call, and the messages never change while the server runs.
 */
function contactApiTranslator(locale: AppLocale): ReturnType<typeof loadContactApiTranslator> {
  return memoizePromise(contactApiTranslators, locale, () => loadContactApiTranslator(locale));
}

/** The stored user agent: bytes a header may carry (e.g. C1 controls as Latin-1) do not reach e-mails or exports. */
function userAgentOf(headers: Headers): string | null {
  const userAgent = headers.get('user-agent');
  return userAgent === null ? null : toStorableText(userAgent).slice(0, 500);
}

function typedValues(submission: ContactSubmission): Partial<Record<LeadField, string>> {
  return Object.fromEntries(
    Object.entries(submission.fields).filter((entry): entry is [LeadField, string] => typeof entry[1] === 'string'),
  );
}

/** `POST /api/contact`: validate, apply the anti-abuse rules, store the lead durably, answer. */
export async function handleContactPost(request: Request): Promise<Response> {
  const { requestId, log } = createRequestLogger(request);
  const kind = bodyKindOf(request.headers.get('content-type'));
  let locale = localeFromHeaders(request.headers);
  let t = await contactApiTranslator(locale);
  const fail = (status: number, msg: string, headers?: Record<string, string>): ContactOutcome => ({ status, success: false, msg, headers });

  if (!kind) return answerContact(fail(415, t('unsupportedMediaType')), { kind: 'json', locale, requestId });
  if (isCrossOriginRequest(request.headers, contactSettings.trustedProxyHops > 0)) {
    log.warn({ origin: request.headers.get('origin') }, 'cross-origin contact post refused');
    return answerContact(fail(403, t('forbiddenOrigin')), { kind, locale, requestId });
  }
  const body = await readLimitedBody(request, contactSettings.maxBodyBytes);
  if (!body.ok) {
    const outcome = body.reason === 'too-large' ? fail(413, t('payloadTooLarge')) : fail(400, t('malformedBody'));
    return answerContact(outcome, { kind, locale, requestId });
  }
  const submission = parseSubmission(kind, body.text, locale);
  if (!submission) return answerContact(fail(400, t('malformedBody')), { kind, locale, requestId });
  if (submission.locale !== locale) {
    locale = submission.locale;
    t = await contactApiTranslator(locale);
  }

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
    const { db } = await getDatabase();
    const salt = await getIpHashSalt(db, contactSettings.ipHashSalt);
    const result = await submitLead(
      db,
      {
        fields: parsed.data,
        locale,
        idempotencyKey,
        ipHash: hashIp(clientAddress(request.headers, contactSettings.trustedProxyHops), salt),
        userAgent: userAgentOf(request.headers),
        isSpam: isSpamSubmission(submission, Date.now()),
      },
      contactSettings,
    );
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
    log.info({ leadId: result.id, result: result.kind, isSpam: result.kind === 'created' && result.isSpam }, 'lead stored');
    return answerContact({ status: 200, success: true, msg: t('submittedSuccess'), data: { id: result.id } }, context);
  } catch (error) {
    // Never leak database errors; the visitor keeps the draft and can try again.
    log.error({ err: describeError(error) }, 'lead could not be stored');
    return answerContact(fail(503, t('serviceUnavailable'), { 'Retry-After': '30' }), context);
  }
}

/** Any other method on `/api/contact`. */
export async function handleContactMethodNotAllowed(request: Request): Promise<Response> {
  const { requestId } = createRequestLogger(request);
  const locale = localeFromHeaders(request.headers);
  const t = await contactApiTranslator(locale);
  const response = await answerContact({ status: 405, success: false, msg: t('methodNotAllowed') }, { kind: 'json', locale, requestId });
  response.headers.set('Allow', 'POST');
  return response;
}
