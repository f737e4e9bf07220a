import { useTranslations } from 'next-intl';
import { ContactFormSection } from '@/components/contact/contact-form-section';

/** Placeholder sections with their real landmarks; the full content comes with issue 3. */
export function HomePage() {
  const t = useTranslations('HomePage');
  return (
    <>
      {(['about', 'service', 'contact'] as const).map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="min-h-[80vh] border-b px-6 py-16">
          <h2 id={`${id}-title`} className="text-3xl font-bold">
            {t(`${id}.title`)}
          </h2>
          {id === 'contact' && <ContactFormSection />}
        </section>
      ))}
    </>
  );
}
