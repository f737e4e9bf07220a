// Writes src/lib/phone-data/{metadata,examples}.json from the installed libphonenumber-js:
// `npm run phone-data` after updating the library (scripts/build-phone-data.test.ts fails until then).
import { writeFileSync } from 'node:fs';
import { buildPhoneData, toJsonLines } from './build-phone-data';

const folder = new URL('../src/lib/phone-data/', import.meta.url);
const { metadata, examples } = buildPhoneData();
writeFileSync(new URL('metadata.json', folder), toJsonLines(metadata));
writeFileSync(new URL('examples.json', folder), toJsonLines(examples));
