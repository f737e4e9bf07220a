import phone from './phone.svg';

type PhoneIllustrationProps = {
  className?: string;
  /** `lazy` where it is far below the fold (the home page's tools section). */
  loading?: 'lazy' | 'eager';
};

/**
 * A phone showing the Buyer APP: search, category tiles, product cards and a cart button.
 * Decorative (the text beside it says what the app does), so its alternative text is empty.
 * A file, not inline SVG, like the hero's shop (shop-illustration.tsx): 3.4 KB less HTML on every page that shows it.
 */
export function PhoneIllustration({ className, loading }: PhoneIllustrationProps) {
  return <img src={phone.src} width={phone.width} height={phone.height} alt="" loading={loading} decoding="async" className={className} />;
}
