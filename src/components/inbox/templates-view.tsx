import { useTranslations } from 'use-intl';
import type { AppLocale } from '@/i18n/locales';
import { REPLY_TEMPLATE_LIMITS, type ReplyTemplateView, type TemplatesDoneKey, type TemplatesFormResult } from '@/lib/inbox/reply-templates';
import { dangerButtonClass, Field, inputClass, Notice, Panel, primaryButtonClass } from './inbox-ui';

type ErrorResult = Extract<TemplatesFormResult, { kind: 'error' }>;

export interface TemplatesViewProps {
  /** Each language's templates and its greeting (the WhatsApp button's default), in the page's order. */
  languages: Array<{ locale: AppLocale; greeting: string; templates: ReplyTemplateView[] }>;
  done?: TemplatesDoneKey;
  error?: ErrorResult;
}

/** A template's title and text fields, filled with what was typed or stored. */
function TemplateFields({ title, text }: { title: string; text: string }) {
  const t = useTranslations('InboxTemplates');
  return (
    <>
      <Field label={t('fields.title')} name="title" required maxLength={REPLY_TEMPLATE_LIMITS.titleLength} defaultValue={title} />
      <label className="block text-sm font-medium text-slate-800">
        {t('fields.text')}
        <textarea name="text" required maxLength={REPLY_TEMPLATE_LIMITS.textLength} rows={4} defaultValue={text} className={`${inputClass} mt-1`} />
      </label>
    </>
  );
}

/** The reply templates of each language (admins): each with its edit and delete form, then a form to add one. */
export function TemplatesView({ languages, done, error }: TemplatesViewProps) {
  const t = useTranslations('InboxTemplates');
  const tLead = useTranslations('InboxLead');
  const tags = { nameTag: '{name}', askedTag: '{asked}' };
  const limits = { titleMax: REPLY_TEMPLATE_LIMITS.titleLength, textMax: REPLY_TEMPLATE_LIMITS.textLength, perLanguage: REPLY_TEMPLATE_LIMITS.perLanguage };
  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <p className="text-sm text-slate-700">{t('intro', tags)}</p>
      {done && <Notice tone="success">{t(`done.${done}`)}</Notice>}
      {error && <Notice tone="error">{t(`errors.${error.key}`, { ...tags, ...limits })}</Notice>}
      {languages.map(({ locale, greeting, templates }) => {
        const language = tLead(`languages.${locale}`);
        const isFull = templates.length >= REPLY_TEMPLATE_LIMITS.perLanguage;
        const addValues = error?.values.locale === locale ? error.values : { title: '', text: '' };
        return (
          <Panel
            key={locale}
            id={`templates-${locale}`}
            title={`${language} (${t('count', { count: templates.length, max: REPLY_TEMPLATE_LIMITS.perLanguage })})`}
          >
            <p lang={locale} className="text-sm text-slate-600">
              {t('greeting', { greeting })}
            </p>
            {templates.length === 0 && <p className="text-sm text-slate-600">{t('none')}</p>}
            <ul className="grid gap-3">
              {templates.map((template) => {
                const edited = error?.values.id === template.id ? error.values : template;
                return (
                  <li key={template.id} className="grid gap-1 rounded-md border border-slate-200 p-3">
                    <p className="font-semibold">{template.title}</p>
                    <p lang={locale} className="text-sm break-words whitespace-pre-wrap">
                      {template.text}
                    </p>
                    <details open={error?.values.id === template.id} className="text-sm">
                      <summary className="inline-flex min-h-11 cursor-pointer items-center underline underline-offset-2">
                        {t('edit.summary', { title: template.title })}
                      </summary>
                      <form method="post" action="/inbox/templates" aria-label={t('edit.summary', { title: template.title })} className="mt-2 grid gap-3">
                        <input type="hidden" name="id" value={template.id} />
                        <TemplateFields title={edited.title} text={edited.text} />
                        <div className="flex flex-wrap gap-2">
                          <button type="submit" name="action" value="edit" className={primaryButtonClass}>
                            {t('edit.submit')}
                          </button>
                          <button type="submit" name="action" value="delete" formNoValidate className={dangerButtonClass}>
                            {t('edit.delete')}
                          </button>
                        </div>
                      </form>
                    </details>
                  </li>
                );
              })}
            </ul>
            {isFull ? (
              <p className="text-sm text-slate-700">{t('full', { max: REPLY_TEMPLATE_LIMITS.perLanguage })}</p>
            ) : (
              <form method="post" action="/inbox/templates" aria-label={t('add.heading', { language })} className="grid gap-3 border-t border-slate-200 pt-3">
                <h3 className="font-semibold">{t('add.heading', { language })}</h3>
                <input type="hidden" name="action" value="add" />
                <input type="hidden" name="locale" value={locale} />
                <TemplateFields title={addValues.title} text={addValues.text} />
                <button type="submit" className={`${primaryButtonClass} justify-self-start`}>
                  {t('add.submit')}
                </button>
              </form>
            )}
          </Panel>
        );
      })}
    </div>
  );
}
