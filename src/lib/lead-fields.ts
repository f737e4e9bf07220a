import type { CountryCode } from 'libphonenumber-js/core';

/** The lead form's fields, limits and error codes: what the browser's check and the server's schema share. */

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * A JSON post whose form was started (`startedAt`) longer ago than this is no evidence of a person: the server
 * stores it as spam. The form's own script sends an older kept draft as started within this time.
 */
export const MAX_FILL_MS = 24 * 60 * 60 * 1000;

/**
 * The markets the spec names (Nigeria, Uganda, Kenya, Tanzania), in its order: listed first in the country select,
 * under "Markets we serve"; every other country, China and Côte d'Ivoire included, follows under "Other countries".
 */
export const FEATURED_COUNTRIES = ['NG', 'UG', 'KE', 'TZ'] as const satisfies ReadonlyArray<CountryCode>;

/**
 * Error codes of the lead form. Each is a key under `ContactForm.errors` in the message files,
 * so the browser and the server show the same sentence in the visitor's language.
 */
export type LeadErrorCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameInvalid'
  | 'countryRequired'
  | 'countryInvalid'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'messageRequired'
  | 'messageTooLong'
  | 'messageInvalid';

export type LeadField = 'name' | 'country' | 'mobile' | 'message';

/** A valid lead: trimmed text, an ISO 3166-1 alpha-2 country and the mobile in E.164 form. */
export type LeadFields = { name: string; country: CountryCode; mobile: string; message: string };

export type LeadErrorCodes = Partial<Record<LeadField, LeadErrorCode>>;
