import { useTranslations } from 'use-intl';
import type { PushPayload } from '@/lib/inbox/push-payload';
import { INBOX_APP_ICON_PATH } from '@/lib/inbox/inbox-app';
import { primaryButtonClass, secondaryButtonClass } from './inbox-ui';

interface NotificationSettingsProps {
  /** After how many minutes a lead nobody took alerts again (`LEAD_REALERT_AFTER`). */
  realertMinutes: number;
  /** A new lead's notification as the server words it for this person, from a sample lead. */
  preview: Pick<PushPayload, 'title' | 'body'>;
  siteName: string;
}

/**
 * A person's notifications on this device: what they do, whether they are on, the buttons to turn them on or off and
 * to send a test, and what a new lead's notification looks like. The buttons stay hidden until
 * src/scripts/inbox-notifications.ts (the page's script) has read the device; without a script the status line says
 * that turning them on needs one. Its words are data attributes, for the script to show.
 */
export function NotificationSettings({ realertMinutes, preview, siteName }: NotificationSettingsProps) {
  const t = useTranslations('InboxSettings');
  const states = ['checking', 'on', 'off', 'blocked', 'unsupported', 'failed'] as const;
  const words = Object.fromEntries(states.map((state) => [`data-state-${state}`, t(`state.${state}`)]));
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <section
        aria-labelledby="notifications"
        data-notification-settings=""
        {...words}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h1 id="notifications" className="text-xl font-bold text-slate-900">
          {t('heading')}
        </h1>
        <p className="text-sm text-slate-700">{t('intro', { minutes: realertMinutes })}</p>
        <p role="status" data-notification-state="" className="rounded-md bg-slate-100 px-3 py-2 text-sm font-medium text-slate-900">
          {t('state.noScript')}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" hidden data-notification-on="" className={primaryButtonClass}>
            {t('turnOn')}
          </button>
          <button type="button" hidden data-notification-test="" className={primaryButtonClass}>
            {t('test')}
          </button>
          <button type="button" hidden data-notification-off="" className={secondaryButtonClass}>
            {t('turnOff')}
          </button>
        </div>
        <p hidden data-notification-test-hint="" className="text-xs text-slate-600">
          {t('testHint')}
        </p>
      </section>
      <section aria-labelledby="notification-preview" className="grid gap-2">
        <h2 id="notification-preview" className="text-base font-semibold text-slate-900">
          {t('preview.heading')}
        </h2>
        {/* Drawn as a phone draws it: the app's icon and name, the title, two lines of the body. */}
        <div className="flex gap-3 rounded-2xl bg-white p-3 shadow-md ring-1 ring-slate-200">
          <img src={INBOX_APP_ICON_PATH} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full" />
          <div className="min-w-0">
            <p className="text-xs text-slate-600">{siteName}</p>
            <p className="font-semibold text-slate-900">{preview.title}</p>
            <p className="line-clamp-2 text-sm text-slate-700">{preview.body}</p>
          </div>
        </div>
        <p className="text-sm text-slate-600">{t('preview.hint')}</p>
      </section>
    </div>
  );
}
