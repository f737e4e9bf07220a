import 'server-only';
import { createHash } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { localePath, type AppLocale } from '@/i18n/routing';
import { listCountryOptions } from '@/lib/countries';
import { escapeHtml } from '@/lib/escape-html';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type LeadField } from '@/lib/lead-schema';

export interface ContactPageInput {
  locale: AppLocale;
  isSuccess: boolean;
  /** Shown under the heading: the envelope message (e.g. rate limited) when there are no field errors. */
  message?: string;
  errors?: Partial<Record<LeadField, string>>;
  /** What the visitor typed, put back into the form so nothing is lost. */
  values?: Partial<Record<LeadField, string>>;
  idempotencyKey?: string;
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans SC",sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;margin:0 0 .5rem}
.ok{color:#166534}.bad{color:#b91c1c}ul{padding-left:1.25rem}a{color:#1d4ed8}
form{display:grid;gap:1rem;margin:1.5rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff}
[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
button{font:inherit;font-weight:600;padding:.7rem 1.25rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}`;

/** The page's Content-Security-Policy: no scripts at all, only this file's stylesheet. */
export const CONTACT_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The answer to a no-JavaScript form post: the outcome, field errors and the form prefilled. */
export async function renderContactPage(input: ContactPageInput): Promise<string> {
  const t = await getTranslations({ locale: input.locale, namespace: 'ContactApi' });
  const errors = input.errors ?? {};
  const values = input.values ?? {};
  const heading = input.isSuccess ? t('submittedSuccess') : t('submittedFailed');
  const fields: LeadField[] = ['name', 'country', 'mobile', 'message'];

  const errorText = (field: LeadField) =>
    errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field])}</p>` : '';
  const describedBy = (field: LeadField) =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const value = (field: LeadField) => escapeHtml(values[field] ?? '');
  const label = (field: LeadField) => `<label for="${field}">${escapeHtml(t(`page.fields.${field}`))}</label>`;

  const { featured, others } = listCountryOptions(input.locale);
  const options = [...featured, ...others]
    .map(({ code, name }) => `<option value="${code}"${values.country === code ? ' selected' : ''}>${escapeHtml(name)}</option>`)
    .join('');
  const form = `<form method="post" action="/api/contact" accept-charset="utf-8">
<input type="hidden" name="locale" value="${input.locale}">
${input.idempotencyKey ? `<input type="hidden" name="idempotencyKey" value="${escapeHtml(input.idempotencyKey)}">` : ''}
<div>${label('name')}<input id="name" name="name" autocomplete="name" maxlength="${NAME_MAX_LENGTH}" value="${value('name')}"${describedBy('name')}>${errorText('name')}</div>
<div>${label('country')}<select id="country" name="country" autocomplete="country"${describedBy('country')}><option value="">${escapeHtml(t('page.chooseCountry'))}</option>${options}</select>${errorText('country')}</div>
<div>${label('mobile')}<input id="mobile" name="mobile" type="tel" autocomplete="tel" value="${value('mobile')}"${describedBy('mobile')}>${errorText('mobile')}</div>
<div>${label('message')}<textarea id="message" name="message" rows="5" maxlength="${MESSAGE_MAX_LENGTH}"${describedBy('message')}>${value('message')}</textarea>${errorText('message')}</div>
<div><button type="submit">${escapeHtml(t('page.send'))}</button></div>
</form>`;

  const errorList = fields.filter((field) => errors[field]);
  const summary = input.isSuccess
    ? `<p class="ok">${escapeHtml(t('page.successBody'))}</p>`
    : `<p class="bad">${escapeHtml(input.message ?? t('page.failedBody'))}</p>` +
      (errorList.length > 0
        ? `<p>${escapeHtml(t('page.errorsHeading'))}</p><ul>${errorList
            .map((field) => `<li><a href="#${field}">${escapeHtml(errors[field] ?? '')}</a></li>`)
            .join('')}</ul>`
        : '');

  return `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${heading} · ${t('page.title')}`)}</title><style>${STYLE}</style></head>
<body><main><h1 class="${input.isSuccess ? 'ok' : 'bad'}">${escapeHtml(heading)}</h1>
<div role="status">${summary}</div>
${input.isSuccess ? '' : form}
<p><a href="${localePath(input.locale)}#contact">${escapeHtml(t('page.back'))}</a></p></main></body></html>`;
}
