import { createElement, type ReactElement } from 'react';
import {
  Armchair as armchairNode,
  ArrowDown as arrowDownNode,
  ArrowLeft as arrowLeftNode,
  ArrowUpRight as arrowUpRightNode,
  Baby as babyNode,
  Building as buildingNode,
  CalendarCheck as calendarCheckNode,
  Car as carNode,
  ChartColumn as chartColumnNode,
  ChartLine as chartLineNode,
  Check as checkNode,
  ChevronDown as chevronDownNode,
  ClipboardCheck as clipboardCheckNode,
  ClipboardList as clipboardListNode,
  CookingPot as cookingPotNode,
  CupSoda as cupSodaNode,
  Download as downloadNode,
  Dumbbell as dumbbellNode,
  Earth as earthNode,
  ExternalLink as externalLinkNode,
  Gem as gemNode,
  Globe as globeNode,
  HandCoins as handCoinsNode,
  Handshake as handshakeNode,
  Headphones as headphonesNode,
  HeartPulse as heartPulseNode,
  House as houseNode,
  Laptop as laptopNode,
  LayoutGrid as layoutGridNode,
  Lightbulb as lightbulbNode,
  Mail as mailNode,
  MapPin as mapPinNode,
  MessageCircle as messageCircleNode,
  Microwave as microwaveNode,
  Phone as phoneNode,
  Refrigerator as refrigeratorNode,
  Shirt as shirtNode,
  ShoppingBag as shoppingBagNode,
  ShoppingCart as shoppingCartNode,
  Smartphone as smartphoneNode,
  SoapDispenserDroplet as soapDispenserDropletNode,
  Sparkles as sparklesNode,
  SprayCan as sprayCanNode,
  Stethoscope as stethoscopeNode,
  Store as storeNode,
  SunMedium as sunMediumNode,
  Truck as truckNode,
  Tv as tvNode,
  Warehouse as warehouseNode,
  WashingMachine as washingMachineNode,
  Wheat as wheatNode,
  WifiOff as wifiOffNode,
  type IconNode,
} from 'lucide';
import { cn } from '@/lib/cn';

/**
 * The site's icons: Lucide's drawings rendered as plain server-side SVG.
 *
 * lucide-react's `Icon` is a client component, so every icon there ships its runtime to the browser
 * and is hydrated one by one, and its full attribute set is repeated in the HTML and again in the
 * RSC payload. Here an icon is a static `<svg>` whose shared stroke style lives in the `icon` class
 * (globals.css); every icon is decorative, its meaning carried by the text beside it.
 */
export type IconComponent = (props: { className?: string }) => ReactElement;

function createIcon(node: IconNode): IconComponent {
  function Icon({ className }: { className?: string }) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('icon', className)}>
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  return Icon;
}

export const Armchair = createIcon(armchairNode);
export const ArrowDown = createIcon(arrowDownNode);
export const ArrowLeft = createIcon(arrowLeftNode);
export const ArrowUpRight = createIcon(arrowUpRightNode);
export const Baby = createIcon(babyNode);
export const Building = createIcon(buildingNode);
export const CalendarCheck = createIcon(calendarCheckNode);
export const Car = createIcon(carNode);
export const ChartColumn = createIcon(chartColumnNode);
export const ChartLine = createIcon(chartLineNode);
export const Check = createIcon(checkNode);
export const ChevronDown = createIcon(chevronDownNode);
export const ClipboardCheck = createIcon(clipboardCheckNode);
export const ClipboardList = createIcon(clipboardListNode);
export const CookingPot = createIcon(cookingPotNode);
export const CupSoda = createIcon(cupSodaNode);
export const Download = createIcon(downloadNode);
export const Dumbbell = createIcon(dumbbellNode);
export const Earth = createIcon(earthNode);
export const ExternalLink = createIcon(externalLinkNode);
export const Gem = createIcon(gemNode);
export const Globe = createIcon(globeNode);
export const HandCoins = createIcon(handCoinsNode);
export const Handshake = createIcon(handshakeNode);
export const Headphones = createIcon(headphonesNode);
export const HeartPulse = createIcon(heartPulseNode);
export const House = createIcon(houseNode);
export const Laptop = createIcon(laptopNode);
export const LayoutGrid = createIcon(layoutGridNode);
export const Lightbulb = createIcon(lightbulbNode);
export const Mail = createIcon(mailNode);
export const MapPin = createIcon(mapPinNode);
export const MessageCircle = createIcon(messageCircleNode);
export const Microwave = createIcon(microwaveNode);
export const Phone = createIcon(phoneNode);
export const Refrigerator = createIcon(refrigeratorNode);
export const Shirt = createIcon(shirtNode);
export const ShoppingBag = createIcon(shoppingBagNode);
export const ShoppingCart = createIcon(shoppingCartNode);
export const Smartphone = createIcon(smartphoneNode);
export const SoapDispenserDroplet = createIcon(soapDispenserDropletNode);
export const Sparkles = createIcon(sparklesNode);
export const SprayCan = createIcon(sprayCanNode);
export const Stethoscope = createIcon(stethoscopeNode);
export const Store = createIcon(storeNode);
export const SunMedium = createIcon(sunMediumNode);
export const Truck = createIcon(truckNode);
export const Tv = createIcon(tvNode);
export const Warehouse = createIcon(warehouseNode);
export const WashingMachine = createIcon(washingMachineNode);
export const Wheat = createIcon(wheatNode);
export const WifiOff = createIcon(wifiOffNode);
