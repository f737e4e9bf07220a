// The templates page's forms (admins only): add a template to a language, change one, delete one. Each is checked by
// the templates' rules (src/lib/inbox/reply-templates.ts); the answer names a message of the InboxTemplates namespace.
import { locales } from '@/i18n/locales';
import { checkReplyTemplate, REPLY_TEMPLATE_LIMITS, type TemplatesFormResult } from '@/lib/inbox/reply-templates';
import { findWord } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { formText } from '@/server/http/form-text';
import { addReplyTemplate, deleteReplyTemplate, editReplyTemplate, toTemplateId } from './reply-templates';

/** One past each limit: what is cut here is still refused as too long, and no more is kept. */
const titleOf = (form: FormData) => formText(form, 'title', REPLY_TEMPLATE_LIMITS.titleLength + 1);
const textOf = (form: FormData) => formText(form, 'text', REPLY_TEMPLATE_LIMITS.textLength * 2);

/** Runs the templates page's posted action. */
export async function runTemplatesForm(db: Database, form: FormData): Promise<TemplatesFormResult> {
  const action = formText(form, 'action', 20);
  const values = { title: titleOf(form), text: textOf(form) };
  if (action === 'add') {
    const locale = findWord(locales, formText(form, 'locale', 10));
    if (!locale) return { kind: 'error', key: 'language', status: 400, values };
    const checked = checkReplyTemplate(values);
    if (!checked.ok) return { kind: 'error', key: checked.key, status: 400, values: { ...values, locale } };
    if ((await addReplyTemplate(db, locale, checked.template)) === 'tooMany')
      return { kind: 'error', key: 'tooMany', status: 409, values: { ...values, locale } };
    return { kind: 'done', key: 'added' };
  }
  const id = toTemplateId(formText(form, 'id', 100));
  if (action === 'edit') {
    if (!id) return { kind: 'error', key: 'unknown', status: 404, values };
    const checked = checkReplyTemplate(values);
    if (!checked.ok) return { kind: 'error', key: checked.key, status: 400, values: { ...values, id } };
    if ((await editReplyTemplate(db, id, checked.template)) === 'unknown') return { kind: 'error', key: 'unknown', status: 404, values };
    return { kind: 'done', key: 'saved' };
  }
  if (action === 'delete') {
    if (!id || (await deleteReplyTemplate(db, id)) === 'unknown') return { kind: 'error', key: 'unknown', status: 404, values };
    return { kind: 'done', key: 'deleted' };
  }
  return { kind: 'error', key: 'action', status: 400, values };
}
