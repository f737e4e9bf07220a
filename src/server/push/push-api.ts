// The inbox's notification routes (src/pages/inbox/push/*): the settings page's script posts JSON and reads the
// `{ success, msg, data? }` envelope, in the inbox's language. src/middleware.ts has checked the session and the
// origin; these read the body within the route's limit, validate it, and call the push module's functions.
import type { AppLocale } from '@/i18n/locales';
import { translatorOf, type Messages } from '@/i18n/messages';
import type { InboxPerson } from '@/server/auth/session';
import { getDatabase } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { readLimitedBody } from '@/server/http/read-limited-body';
import { leadSettings } from '@/server/settings/lead-settings';
import { logger } from '@/server/logger';
import { sendTestPush } from './push-sender';
import { endpointOnlySchema, optionalEndpointSchema, readPushSubscription, removePushSubscription, savePushSubscription } from './subscriptions';
import { vapidDetailsOf } from './vapid-keys';

type AnswerKey = keyof Messages['InboxPush']['answers'];

/** Who asks, as the middleware found them. */
export interface PushRequester {
  person?: InboxPerson;
  inboxLocale: AppLocale;
}

/** A signed-in person's request, with its language. */
interface SignedInRequest {
  request: Request;
  person: InboxPerson;
  locale: AppLocale;
}

function answer(locale: AppLocale, status: number, key: AnswerKey, data?: object, values?: Record<string, number>): Response {
  const msg = translatorOf(locale, 'InboxPush')(`answers.${key}`, values);
  return Response.json({ success: status < 300, msg, ...(data ? { data } : {}) }, { status });
}

type BodyReading = { ok: true; value: unknown } | { ok: false; answer: Response };

/** The request's JSON body, or the answer refusing it: 415 for another media type, 413 too large, 400 unreadable. */
async function readJson({ request, locale }: SignedInRequest, isEmptyAllowed = false): Promise<BodyReading> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  const body = await readLimitedBody(request);
  if (!body.ok)
    return {
      ok: false,
      answer:
        body.reason === 'too-large'
          ? Response.json({ success: false, msg: translatorOf(locale, 'RequestTooLarge')('api') }, { status: 413 })
          : answer(locale, 400, 'malformedBody'),
    };
  if (isEmptyAllowed && body.text === '') return { ok: true, value: {} };
  if (type !== 'application/json') return { ok: false, answer: answer(locale, 415, 'unsupportedMediaType') };
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, answer: answer(locale, 400, 'malformedBody') };
  }
}

/** Runs `work` for a signed-in person; a database failure answers 503 and is logged without the request's data. */
async function asSignedIn(request: Request, requester: PushRequester, work: (input: SignedInRequest) => Promise<Response>): Promise<Response> {
  const locale = requester.inboxLocale;
  if (!requester.person) return Response.json({ success: false, msg: 'Unauthorized' }, { status: 401 });
  try {
    return await work({ request, person: requester.person, locale });
  } catch (error) {
    logger.error({ err: describeError(error), path: new URL(request.url).pathname }, 'push request failed');
    return answer(locale, 503, 'unavailable');
  }
}

/** POST /inbox/push/subscriptions: turns notifications on for the device whose subscription is posted. */
export function subscribeDevice(request: Request, requester: PushRequester): Promise<Response> {
  return asSignedIn(request, requester, async (input) => {
    const body = await readJson(input);
    if (!body.ok) return body.answer;
    const reading = readPushSubscription(body.value, leadSettings.pushSettings.serviceHosts);
    if (!reading.ok) return answer(input.locale, 400, reading.reason === 'host-not-allowed' ? 'hostNotAllowed' : 'invalidSubscription');
    const { db } = await getDatabase();
    await savePushSubscription(db, input.person.id, input.locale, reading.subscription);
    return answer(input.locale, 200, 'subscribed');
  });
}

/** DELETE /inbox/push/subscriptions with `{ endpoint }`: turns them off for that device, if it is the person's. */
export function unsubscribeDevice(request: Request, requester: PushRequester): Promise<Response> {
  return asSignedIn(request, requester, async (input) => {
    const body = await readJson(input);
    if (!body.ok) return body.answer;
    const parsed = endpointOnlySchema.safeParse(body.value);
    if (!parsed.success) return answer(input.locale, 400, 'invalidSubscription');
    const { db } = await getDatabase();
    const removed = await removePushSubscription(db, input.person.id, parsed.data.endpoint);
    return answer(input.locale, 200, 'unsubscribed', { removed });
  });
}

/** POST /inbox/push/test, optionally with `{ endpoint }` (that device alone): a test notification, now. */
export function sendTestNotification(request: Request, requester: PushRequester): Promise<Response> {
  return asSignedIn(request, requester, async (input) => {
    const body = await readJson(input, true);
    if (!body.ok) return body.answer;
    const parsed = optionalEndpointSchema.safeParse(body.value);
    if (!parsed.success) return answer(input.locale, 400, 'invalidSubscription');
    const { db } = await getDatabase();
    const result = await sendTestPush(db, leadSettings.pushSettings, input.person.id, parsed.data.endpoint);
    if (result.devices === 0) return answer(input.locale, 404, 'noDevices', result);
    if (result.reached === 0) return answer(input.locale, 502, 'testFailed', result);
    return answer(input.locale, 200, 'testSent', result, { count: result.reached });
  });
}

/** GET /inbox/push/key: the public key a browser subscribes with (`applicationServerKey`). */
export function answerPublicKey(request: Request, requester: PushRequester): Promise<Response> {
  return asSignedIn(request, requester, async (input) => {
    const { db } = await getDatabase();
    const { publicKey } = await vapidDetailsOf(db);
    return answer(input.locale, 200, 'publicKey', { publicKey });
  });
}
