/**
 * A posted form field as text: '' when it is missing or a file; cut at `maxLength` when given (a cut one more than a
 * limit still tells the caller the limit was passed).
 */
export function formText(form: FormData, name: string, maxLength?: number): string {
  const value = form.get(name);
  if (typeof value !== 'string') return '';
  return maxLength === undefined ? value : value.slice(0, maxLength);
}
