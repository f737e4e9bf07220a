import { cn } from '@/lib/cn';

export type SectionHeadingProps = {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  centered?: boolean;
  className?: string;
};

/** Eyebrow, h2 and intro paragraph in the site's type scale. */
export function SectionHeading({ id, title, eyebrow, intro, centered = false, className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', centered && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl leading-tight font-bold text-balance text-ink md:text-3xl lg:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-base text-pretty text-slate-600 md:text-lg">{intro}</p>}
    </div>
  );
}

/** A home section's usual heading: its namespace's `eyebrow`, `title` and `intro`, the title's id given. */
export function sectionHeading(t: (key: 'eyebrow' | 'title' | 'intro') => string, id: string): SectionHeadingProps {
  return { id, eyebrow: t('eyebrow'), title: t('title'), intro: t('intro') };
}
