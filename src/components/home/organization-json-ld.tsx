import { buildOrganizationJsonLd } from '@/site/seo';

/**
 * schema.org Organization data for search engines. A JSON data block, not script code:
 * `<` is escaped so no value can close the element early.
 */
export function OrganizationJsonLd() {
  const json = JSON.stringify(buildOrganizationJsonLd()).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
