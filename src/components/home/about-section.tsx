import { useTranslations } from 'use-intl';
import { Building, Earth, Handshake, HeartPulse, Store, Truck } from '@/components/ui/icons';
import { cx } from '@/lib/cn';
import { entriesOf } from '@/lib/entries-of';
import { sectionHeading } from './section-heading';
import { SplitSection } from './split-section';

const AUDIENCES = { retailers: Store, agents: Handshake, suppliers: Truck, health: HeartPulse };

/** The two facts beside the mission: each a label (`…Label`) and a value under `HomePage.about`. */
const FACTS = [
  { key: 'hq', Icon: Building, valueClassName: undefined },
  // A list of country names: it wraps between them, not inside one (Chinese otherwise wraps between any two characters).
  { key: 'markets', Icon: Earth, valueClassName: 'break-keep' },
] as const;

/** Lagos headquarters, markets, mission, vision and the four audiences the platform serves. */
export function AboutSection() {
  const t = useTranslations('HomePage.about');
  const missionAndVision = (
    <div className="grid content-start gap-4">
      <div className="rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-6">
        <h3 className="text-lg font-semibold text-brand-900">{t('missionTitle')}</h3>
        <p className="mt-2 text-slate-700">{t('mission')}</p>
      </div>
      <div className="rounded-2xl border-l-4 border-accent-500 bg-accent-50 p-6">
        <h3 className="text-lg font-semibold text-accent-800">{t('visionTitle')}</h3>
        <p className="mt-2 text-lg font-medium text-slate-800">{t('vision')}</p>
      </div>
    </div>
  );
  const audiences = (
    <>
      <h3 className="mt-14 text-xl font-semibold text-ink">{t('servesTitle')}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        {entriesOf(AUDIENCES).map(([key, Icon]) => (
          <li key={key} className="rounded-2xl border border-slate-200 p-5">
            <Icon className="size-8 text-brand-700" />
            <p className="mt-3 font-semibold">{t(`serves.${key}`)}</p>
            <p className="mt-1 text-sm text-pretty text-slate-600">{t(`serves.${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <SplitSection id="about" columns="gap-10 md:grid-cols-2 md:gap-16" heading={sectionHeading(t, 'about-title')} aside={missionAndVision} below={audiences}>
      <dl className="mt-8 grid items-start gap-4 sm:grid-cols-2">
        {FACTS.map(({ key, Icon, valueClassName }) => (
          <div key={key} className="relative rounded-xl bg-slate-50 p-4 pl-13">
            <dt className="text-sm text-slate-600">
              <Icon className="absolute top-4 left-4 size-6 text-brand-700" />
              {t(`${key}Label`)}
            </dt>
            <dd className={cx('font-semibold', valueClassName)}>{t(key)}</dd>
          </div>
        ))}
      </dl>
    </SplitSection>
  );
}
