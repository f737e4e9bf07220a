import { AboutSection } from '@/components/home/about-section';
import { CategoriesSection } from '@/components/home/categories-section';
import { FiguresSection } from '@/components/home/figures-section';
import { HeroSection } from '@/components/home/hero-section';
import { ModelSection } from '@/components/home/model-section';
import { OrganizationJsonLd } from '@/components/home/organization-json-ld';
import { PartnersSection } from '@/components/home/partners-section';
import { SellerSection } from '@/components/home/seller-section';
import { ServiceSection } from '@/components/home/service-section';
import { ToolsSection } from '@/components/home/tools-section';
import { siteConfig } from '@/site/site-config';

/**
 * The home page's sections before the contact section. The contact section is its own root (./contact-section.tsx):
 * its form column is an Astro component, which a React tree cannot hold.
 */
export function HomeSections() {
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
    </>
  );
}
