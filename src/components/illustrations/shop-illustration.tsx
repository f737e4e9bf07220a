import shop from './shop.svg';

type ShopIllustrationProps = { label: string; className?: string };

/**
 * A neighbourhood shop receiving a wholesale delivery: the hero artwork.
 * A file, not inline SVG: its 2.9 KB stay out of the HTML of both languages' home pages, which must reach a phone in
 * TCP's first round trip (docs/performance.md), and one cached copy serves every page.
 */
export function ShopIllustration({ label, className }: ShopIllustrationProps) {
  return <img src={shop.src} width={shop.width} height={shop.height} alt={label} decoding="async" className={className} />;
}
