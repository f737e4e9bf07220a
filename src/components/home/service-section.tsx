import { useTranslations } from 'use-intl';
import { ChartColumn, ClipboardCheck, Globe, Handshake, Truck, Warehouse } from '@/components/ui/icons';
import { IconTile } from '@/components/ui/icon-tile';
import { entriesOf } from '@/lib/entries-of';
import { CenteredSection } from './centered-section';
import { sectionHeading } from './section-heading';

const SERVICES = {
  logistics: Truck,
  customs: ClipboardCheck,
  warehouse: Warehouse,
  data: ChartColumn,
  crossBorder: Globe,
  partners: Handshake,
};

/** The six service tiles. */
export function ServiceSection() {
  const t = useTranslations('HomePage.service');
  return (
    <CenteredSection id="service" heading={sectionHeading(t, 'service-title')}>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {entriesOf(SERVICES).map(([key, Icon]) => (
          <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:block md:p-6">
            <IconTile icon={Icon} size="size-12" className="rounded-xl bg-brand-50 text-brand-700" iconClassName="size-6" />
            <div>
              <h3 className="text-lg font-semibold md:mt-4">{t(key)}</h3>
              <p className="mt-1 text-pretty text-slate-600 md:mt-2">{t(`${key}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </CenteredSection>
  );
}
