/**
 * Fills the plain `{name}` arguments of a message with `values`, leaving any other `{…}` as it is. For the strings
 * the browser formats itself (the contact island: its character counter, its length limits, the mobile example),
 * where use-intl's ICU formatter would cost about 8 KB gzipped; island-copy.test.ts checks the results against it.
 */
export function fillPlaceholders(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
