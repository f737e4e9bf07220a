import type { CountryCode } from 'libphonenumber-js/core';

/**
 * The lead form's fields: the one list the schema, the form, the server's answer page, the draft and the snapshot
 * derive from (each field's rules: lead-rules.ts). In page order: the first invalid field gets the focus.
 */
export const LEAD_FIELDS = ['name', 'country', 'mobile', 'message'] as const;

export type LeadField = (typeof LEAD_FIELDS)[number];

/** A valid lead: normalised, trimmed text, an ISO 3166-1 alpha-2 country and the mobile in E.164 form. */
export type LeadFields = { [F in LeadField]: F extends 'country' ? CountryCode : string };

/** One value per lead field, in field order. */
export function mapLeadFields<T>(valueOf: (field: LeadField) => T): Record<LeadField, T> {
  // Object.fromEntries types its keys as strings; LEAD_FIELDS names every field once.
  return Object.fromEntries(LEAD_FIELDS.map((field) => [field, valueOf(field)])) as Record<LeadField, T>;
}

export function isLeadField(value: string): value is LeadField {
  return (LEAD_FIELDS as ReadonlyArray<string>).includes(value);
}

/**
 * The least time a person takes to fill the form: a JSON post whose page measured less (`fillMs`) is stored as spam.
 * Measured on the page's monotonic clock, never the wall clock, which is often wrong on visitors' phones.
 */
export const MIN_FILL_MS = 3_000;

/**
 * The markets the spec names (Nigeria, Uganda, Kenya, Tanzania), in its order: listed first in the country select,
 * under "Markets we serve"; every other country, China and Côte d'Ivoire included, follows under "Other countries".
 */
export const FEATURED_COUNTRIES = ['NG', 'UG', 'KE', 'TZ'] as const satisfies ReadonlyArray<CountryCode>;
