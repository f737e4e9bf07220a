import type { AppLocale } from '@/i18n/locales';
import type { LeadField } from '@/lib/lead-schema';
import type { BodyKind } from './contact-submission';
import { renderContactPage } from './render-contact-page';

export interface ContactOutcome {
  status: number;
  success: boolean;
  msg: string;
  data?: { id: string };
  errors?: Partial<Record<LeadField, string>>;
  headers?: Record<string, string>;
}

interface ContactAnswerContext {
  kind: BodyKind;
  locale: AppLocale;
  requestId: string;
  values?: Partial<Record<LeadField, string>>;
  idempotencyKey?: string;
}

/** The `{ success, msg, data?, errors? }` envelope, or for a no-JavaScript form post a whole page. */
export async function answerContact(outcome: ContactOutcome, context: ContactAnswerContext): Promise<Response> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Request-Id': context.requestId, ...outcome.headers };
  if (context.kind === 'form') {
    const html = await renderContactPage({
      locale: context.locale,
      isSuccess: outcome.success,
      message: outcome.errors ? undefined : outcome.msg,
      errors: outcome.errors,
      values: context.values,
      idempotencyKey: context.idempotencyKey,
    });
    return new Response(html, {
      status: outcome.status,
      // Its Content-Security-Policy (no scripts, this page's stylesheet) comes from next.config.ts.
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  const { success, msg, data, errors } = outcome;
  return Response.json({ success, msg, ...(data ? { data } : {}), ...(errors ? { errors } : {}) }, { status: outcome.status, headers });
}
