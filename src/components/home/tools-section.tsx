import { useTranslations } from 'use-intl';
import { ClipboardList, Smartphone } from '@/components/ui/icons';
import { FinanceCard } from '@/components/illustrations/finance-card';
import { PhoneIllustration } from '@/components/illustrations/phone-illustration';
import { ProcessSteps } from '@/components/illustrations/process-steps';
import { entriesOf } from '@/lib/entries-of';
import { sectionHeading } from './section-heading';
import { SplitSection } from './split-section';

/** The tools beside the phone, each a title and a text under `HomePage.tools`. */
const TOOLS = { app: Smartphone, retailer: ClipboardList };

/** The Buyer APP and retailer tools, with the phone, finance card and order-flow artwork. */
export function ToolsSection() {
  const t = useTranslations('HomePage.tools');
  const step = (key: 'order' | 'warehouse' | 'delivery' | 'settlement') => ({
    title: t(`steps.${key}`),
    text: t(`steps.${key}Text`),
  });
  const artwork = (
    <div className="relative mx-auto w-full max-w-xs md:order-first md:max-w-sm">
      <PhoneIllustration loading="lazy" className="mx-auto h-auto w-56 drop-shadow-2xl md:w-64" />
      <FinanceCard
        label={t('financeLabel')}
        value={t('financeValue')}
        text={t('financeText')}
        className="relative -mt-16 lg:absolute lg:right-0 lg:bottom-10 lg:mt-0 lg:w-64 lg:translate-x-1/3"
      />
    </div>
  );
  const orderFlow = (
    <div className="mt-16 rounded-2xl bg-white p-6 shadow-sm md:p-10">
      <ProcessSteps title={t('stepsTitle')} steps={[step('order'), step('warehouse'), step('delivery'), step('settlement')]} />
    </div>
  );
  return (
    <SplitSection
      className="bg-brand-50"
      columns="items-center gap-12 md:grid-cols-[1fr_1.1fr] md:gap-16"
      heading={sectionHeading(t, 'tools-title')}
      aside={artwork}
      below={orderFlow}
    >
      <div className="mt-8 grid gap-6">
        {entriesOf(TOOLS).map(([key, Icon]) => (
          <div key={key} className="flex gap-4">
            <Icon className="size-7 shrink-0 text-brand-700" />
            <div>
              <h3 className="text-lg font-semibold">{t(`${key}Title`)}</h3>
              <p className="mt-1 text-pretty text-slate-700">{t(`${key}Text`)}</p>
            </div>
          </div>
        ))}
      </div>
    </SplitSection>
  );
}
