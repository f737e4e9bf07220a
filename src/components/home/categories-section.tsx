import { useTranslations } from 'use-intl';
import {
  Armchair,
  Baby,
  Car,
  CookingPot,
  CupSoda,
  Dumbbell,
  Gem,
  Headphones,
  House,
  Laptop,
  Lightbulb,
  Microwave,
  Refrigerator,
  Shirt,
  ShoppingBag,
  Smartphone,
  SoapDispenserDroplet,
  Sparkles,
  SprayCan,
  Stethoscope,
  SunMedium,
  Tv,
  WashingMachine,
  Wheat,
  type IconComponent,
} from '@/components/ui/icons';
import { IconTile } from '@/components/ui/icon-tile';
import { CenteredSection } from './centered-section';
import { sectionHeading } from './section-heading';

/** The 24 main product categories of the spec, in its order, each with its icon. */
const CATEGORIES = [
  ['phone', Smartphone],
  ['beauty', Sparkles],
  ['drink', CupSoda],
  ['kitchen', CookingPot],
  ['cleaning', SprayCan],
  ['computer', Laptop],
  ['solar', SunMedium],
  ['fashion', ShoppingBag],
  ['automotive', Car],
  ['medical', Stethoscope],
  ['washingMachine', WashingMachine],
  ['food', Wheat],
  ['clothing', Shirt],
  ['accessories', Gem],
  ['homeLife', House],
  ['lighting', Lightbulb],
  ['kitchenAppliance', Microwave],
  ['furniture', Armchair],
  ['refrigerator', Refrigerator],
  ['sports', Dumbbell],
  ['baby', Baby],
  ['tv', Tv],
  ['audio', Headphones],
  ['personalCare', SoapDispenserDroplet],
] as const satisfies ReadonlyArray<readonly [string, IconComponent]>;

export function CategoriesSection() {
  const t = useTranslations('HomePage.categories');
  return (
    <CenteredSection id="categories" heading={sectionHeading(t, 'categories-title')}>
      <ul className="mt-12 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {CATEGORIES.map(([key, Icon]) => (
          <li key={key} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 md:min-h-32 md:flex-col md:p-4 md:text-center">
            <IconTile icon={Icon} size="size-10" className="rounded-full bg-accent-100 text-accent-800 md:size-12" iconClassName="size-6" />
            <span className="text-sm leading-snug font-medium break-keep">{t(`items.${key}`)}</span>
          </li>
        ))}
      </ul>
    </CenteredSection>
  );
}
