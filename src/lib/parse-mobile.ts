import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';

/**
 * The mobile number if it is valid for the country, by the given libphonenumber-js metadata.
 * The calling code must be the country's own: AX, IM, VA and the others sharing a code parse as their neighbour.
 */
export function parseMobile(mobile: string, country: CountryCode, metadata: MetadataJson) {
  const phone = parsePhoneNumberFromString(mobile, country, metadata);
  return phone?.isValid() && phone.countryCallingCode === getCountryCallingCode(country, metadata) ? phone : undefined;
}
