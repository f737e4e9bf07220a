/**
 * SVG text does not wrap or size itself, and the diagrams hold translated labels of very
 * different lengths (English words vs. Chinese characters). These estimates keep labels
 * inside their shapes in both languages without measuring in a browser.
 */
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

/** Approximate rendered width of bold sans-serif text. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) {
    if (CJK.test(char)) width += fontSize;
    else if (/[A-Z]/.test(char)) width += fontSize * 0.74;
    else if (char === ' ') width += fontSize * 0.32;
    else width += fontSize * 0.62;
  }
  return width;
}

/** The largest font size up to `base` at which the text fits `maxWidth`. */
export function fitFontSize(text: string, maxWidth: number, base: number): number {
  const width = estimateTextWidth(text, base);
  return width <= maxWidth ? base : Math.floor((base * maxWidth * 10) / width) / 10;
}

/** Splits a label over two lines at the space nearest its middle when it does not fit on one. */
export function wrapLabel(text: string, maxWidth: number, fontSize: number): string[] {
  if (estimateTextWidth(text, fontSize) <= maxWidth || !text.includes(' ')) return [text];
  const middle = text.length / 2;
  let best = text.indexOf(' ');
  for (let i = best; i !== -1; i = text.indexOf(' ', i + 1)) {
    if (Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}
