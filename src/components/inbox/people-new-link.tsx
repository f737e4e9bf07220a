import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import { inputClass, primaryButtonClass, secondaryButtonClass } from './inbox-ui';

/**
 * A new set-password link, shown once to the admin who made it: the whole link, wrapped in a read-only field (no
 * part cut off, selectable as text), with Copy and, on a phone that can share, Share. Both buttons stay hidden
 * until src/scripts/inbox-send-link.ts (inlined by the People page) gives them their work.
 */
export function PeopleNewLink({ name, link }: { name: string; link: string }) {
  const t = useTranslations('InboxPeople');
  return (
    <section
      aria-labelledby="new-link"
      data-send-link
      data-copied={t('send.copied')}
      data-copy-by-hand={t('send.copyByHand')}
      className="grid gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <p id="new-link" role="status">
        {t('link', { name })}
      </p>
      <textarea
        readOnly
        rows={3}
        value={link}
        aria-labelledby="new-link"
        data-send-link-text
        className={cn(inputClass, 'field-sizing-content text-sm break-all')}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" hidden data-send-link-copy className={primaryButtonClass}>
          {t('send.copy')}
        </button>
        <button type="button" hidden data-send-link-share className={secondaryButtonClass}>
          {t('send.share')}
        </button>
        <span role="status" data-send-link-status className="font-semibold" />
      </div>
    </section>
  );
}
