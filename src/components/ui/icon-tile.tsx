import type { IconComponent } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type IconTileProps = {
  icon: IconComponent;
  /** The tile's `size-*` class, kept apart so the classes stay in Tailwind's order (size second). */
  size: string;
  /** Its shape and colours, e.g. `rounded-full bg-accent-100 text-accent-800`. */
  className: string;
  iconClassName: string;
};

/** An icon centred on a tile of its own (a circle, or a square with round corners) beside or above an item's text. */
export function IconTile({ icon: Icon, size, className, iconClassName }: IconTileProps) {
  return (
    <span className={cn('flex', size, 'shrink-0 items-center justify-center', className)}>
      <Icon className={iconClassName} />
    </span>
  );
}
