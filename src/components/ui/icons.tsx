import { createElement, type ReactElement, type ReactNode } from 'react';
import { WifiOff as wifiOffNode, type IconNode } from 'lucide';
import { cn } from '@/lib/cn';
import type { SpriteIconName } from './sprite-icons';
import sprite from './icons.svg';

/**
 * The site's icons: Lucide's drawings as plain server-side SVG, every one decorative, its meaning carried
 * by the text beside it, and styled by the shared `icon` class (globals.css).
 *
 * Each icon is a <use> of a symbol in the sprite icons.svg, generated from the same drawings
 * (`npm run icon-sprite`): drawn inline, the ~60 icons of the home page would each carry their paths in the HTML.
 * Imported, the sprite is a static asset with its content hash in its name (/_astro/…), which browsers keep for a
 * year: one request per visitor.
 */
export type IconComponent = (props: { className?: string }) => ReactElement;

const frame = (className: string | undefined, drawing: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('icon', className)}>
    {drawing}
  </svg>
);

/** Astro's import gives `{ src }`; Vitest's (plain Vite's) gives the URL itself. */
const SPRITE_URL: string = typeof sprite === 'string' ? sprite : sprite.src;

function createIcon(name: SpriteIconName): IconComponent {
  return function Icon({ className }) {
    return frame(className, <use href={`${SPRITE_URL}#${name}`} />);
  };
}

/** Drawn in the page: for an icon that must show without the network, when the sprite may not be cached. */
function createInlineIcon(node: IconNode): IconComponent {
  return function Icon({ className }) {
    return frame(
      className,
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  };
}

export const Armchair = createIcon('armchair');
export const ArrowDown = createIcon('arrow-down');
export const ArrowLeft = createIcon('arrow-left');
export const ArrowUpRight = createIcon('arrow-up-right');
export const Baby = createIcon('baby');
export const Building = createIcon('building');
export const CalendarCheck = createIcon('calendar-check');
export const Car = createIcon('car');
export const ChartColumn = createIcon('chart-column');
export const ChartLine = createIcon('chart-line');
export const Check = createIcon('check');
export const ChevronDown = createIcon('chevron-down');
export const ClipboardCheck = createIcon('clipboard-check');
export const ClipboardList = createIcon('clipboard-list');
export const CookingPot = createIcon('cooking-pot');
export const CupSoda = createIcon('cup-soda');
export const Download = createIcon('download');
export const Dumbbell = createIcon('dumbbell');
export const Earth = createIcon('earth');
export const ExternalLink = createIcon('external-link');
export const Gem = createIcon('gem');
export const Globe = createIcon('globe');
export const HandCoins = createIcon('hand-coins');
export const Handshake = createIcon('handshake');
export const Headphones = createIcon('headphones');
export const HeartPulse = createIcon('heart-pulse');
export const House = createIcon('house');
export const Laptop = createIcon('laptop');
export const LayoutGrid = createIcon('layout-grid');
export const Lightbulb = createIcon('lightbulb');
export const Mail = createIcon('mail');
export const MapPin = createIcon('map-pin');
export const MessageCircle = createIcon('message-circle');
export const Microwave = createIcon('microwave');
export const Phone = createIcon('phone');
export const Refrigerator = createIcon('refrigerator');
export const Shirt = createIcon('shirt');
export const ShoppingBag = createIcon('shopping-bag');
export const ShoppingCart = createIcon('shopping-cart');
export const Smartphone = createIcon('smartphone');
export const SoapDispenserDroplet = createIcon('soap-dispenser-droplet');
export const Sparkles = createIcon('sparkles');
export const SprayCan = createIcon('spray-can');
export const Stethoscope = createIcon('stethoscope');
export const Store = createIcon('store');
export const SunMedium = createIcon('sun-medium');
export const Truck = createIcon('truck');
export const Tv = createIcon('tv');
export const Warehouse = createIcon('warehouse');
export const WashingMachine = createIcon('washing-machine');
export const Wheat = createIcon('wheat');
export const WifiOff = createInlineIcon(wifiOffNode);
