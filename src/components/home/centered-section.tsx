import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './section-heading';
import { SectionShell } from './section-shell';

type CenteredSectionProps = {
  id: string;
  className?: string;
  /** The section's heading, which also names the section (its `aria-labelledby`). */
  heading: Omit<SectionHeadingProps, 'centered'>;
  children: ReactNode;
};

/** A home section with its heading centred above its content (services, categories, partners). */
export function CenteredSection({ id, className, heading, children }: CenteredSectionProps) {
  return (
    <SectionShell id={id} labelledBy={heading.id} className={className}>
      <SectionHeading {...heading} centered />
      {children}
    </SectionShell>
  );
}
