import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading, type SectionHeadingProps } from './section-heading';
import { SectionShell } from './section-shell';

type SplitSectionProps = {
  id?: string;
  className?: string;
  /** The two columns' grid: their widths and gaps, and the breakpoint where they stand side by side. */
  columns: string;
  /** The first column's heading, which also names the section (its `aria-labelledby`). */
  heading: SectionHeadingProps;
  /** The second column: a figure or a panel beside the heading. */
  aside: ReactNode;
  /** Full width, under the two columns. */
  below?: ReactNode;
  /** The first column, under the heading. */
  children: ReactNode;
};

/** A home section in two columns: its heading and what follows it, then a figure or panel beside them. */
export function SplitSection({ id, className, columns, heading, aside, below, children }: SplitSectionProps) {
  return (
    <SectionShell id={id} labelledBy={heading.id} className={className}>
      <div className={cn('grid', columns)}>
        <div>
          <SectionHeading {...heading} />
          {children}
        </div>
        {aside}
      </div>
      {below}
    </SectionShell>
  );
}
