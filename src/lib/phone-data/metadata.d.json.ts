import type { MetadataJson } from 'libphonenumber-js/core';

/** libphonenumber-js's min metadata without formatting rules (build-phone-data.ts). */
declare const metadata: MetadataJson;
export default metadata;
