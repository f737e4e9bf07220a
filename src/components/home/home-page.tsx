import { siteConfig } from '@/lib/site-config';
import { AboutSection } from './about-section';
import { CategoriesSection } from './categories-section';
import { ContactSection } from './contact-section';
import { FiguresSection } from './figures-section';
import { HeroSection } from './hero-section';
import { ModelSection } from './model-section';
import { OrganizationJsonLd } from './organization-json-ld';
import { PartnersSection } from './partners-section';
import { SellerSection } from './seller-section';
import { ServiceSection } from './service-section';
import { ToolsSection } from './tools-section';

/** The home page: every section is a Server Component, so it reads completely without JavaScript. */
export function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <HeroSection />
      <AboutSection />
      <FiguresSection />
      <ModelSection />
      <ServiceSection />
      <ToolsSection />
      <SellerSection />
      <CategoriesSection />
      <PartnersSection partners={siteConfig.partners} />
      <ContactSection />
    </>
  );
}
