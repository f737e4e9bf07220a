import { useLocale, useTranslations } from 'use-intl';
import { MODEL_DIAGRAM_SIZE, modelDiagramPath } from '@/components/illustrations/model-diagram';
import { cn } from '@/lib/cn';
import { sectionHeading } from './section-heading';
import { SplitSection } from './split-section';

// The spec shows the three circles and the three roles, without saying which role belongs to which circle.
const INTERACTIONS = [
  { key: 'value', dot: 'bg-brand-600' },
  { key: 'service', dot: 'bg-accent-600' },
  { key: 'emotional', dot: 'bg-sky-600' },
] as const;

/** The platform model diagram (a file per language), with the same content as a visible list beside it. */
export function ModelSection() {
  const t = useTranslations('HomePage.model');
  const locale = useLocale();
  const diagram = (
    <div className="mx-auto w-full max-w-[520px]">
      <img src={modelDiagramPath(locale)} {...MODEL_DIAGRAM_SIZE} alt={t('diagramDesc')} loading="lazy" decoding="async" className="h-auto w-full" />
    </div>
  );
  return (
    <SplitSection className="bg-slate-50" columns="items-center gap-10 lg:grid-cols-2 lg:gap-16" heading={sectionHeading(t, 'model-title')} aside={diagram}>
      <ul className="mt-8 grid gap-5">
        {INTERACTIONS.map(({ key, dot }) => (
          <li key={key} className="flex gap-4">
            <span aria-hidden="true" className={cn('mt-1.5 size-3 shrink-0 rounded-full', dot)} />
            <div>
              <p className="font-semibold">{t(key)}</p>
              <p className="mt-1 text-sm text-pretty text-slate-600">{t(`${key}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
