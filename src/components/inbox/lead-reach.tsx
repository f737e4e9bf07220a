import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { LeadPageView } from '@/lib/inbox/lead-page-types';
import { primaryButtonClass, secondaryButtonClass } from './inbox-ui';
import { ReachButton } from './reach-button';

/**
 * The lead page's ways to reply: Call, WhatsApp with the greeting (the default, the wider button), and when the lead's
 * language has reply templates, a native <details> offering each (no script). Every one records the attempt.
 */
export function LeadReach({ view }: { view: Pick<LeadPageView, 'id' | 'replyTemplates'> }) {
  const t = useTranslations('InboxLead');
  return (
    <div className="grid gap-1">
      <div className="flex gap-2">
        <ReachButton leadId={view.id} via="call" label={t('call')} className={secondaryButtonClass} />
        <ReachButton leadId={view.id} via="whatsapp" label={t('whatsapp')} className={cn(primaryButtonClass, 'flex-1 sm:flex-none')} />
      </div>
      {view.replyTemplates.length > 0 && (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center gap-1 text-sm font-medium text-emerald-800">
            {t('replyTemplates.open')}
            <span aria-hidden="true">▾</span>
          </summary>
          <p className="pb-2 text-sm text-slate-600">{t('replyTemplates.hint')}</p>
          <ul className="grid gap-2 sm:justify-items-start">
            {view.replyTemplates.map((template) => (
              <li key={template.id} className="grid">
                <ReachButton
                  leadId={view.id}
                  via="whatsapp"
                  templateId={template.id}
                  label={template.title}
                  className={cn(secondaryButtonClass, 'justify-start text-start')}
                />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
