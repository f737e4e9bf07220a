import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Weights the share image draws: 700 for the name and tagline, 400 for the markets line. */
const WEIGHTS = [400, 700] as const;
type Weight = (typeof WEIGHTS)[number];

type OgFont = { name: string; data: Buffer; weight: Weight; style: 'normal' };
type Subset = { id: string; ranges: Array<[number, number]>; woff: string };

// Read from the installed package at build time (the images are prerendered), never fetched.
// Fontsource splits Noto Sans SC into ~100 unicode-range subsets per weight; satori reads
// woff but not woff2, and a whole-weight woff set is ~20 MB, so only covering subsets load.
const PACKAGE_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-sc');

function parseRange(token: string): [number, number] {
  const [start = '', end = start] = token.trim().replace(/^U\+/i, '').split('-');
  return [Number.parseInt(start, 16), Number.parseInt(end, 16)];
}

/** Parses a Fontsource weight CSS file into its subsets: unicode ranges and woff file. */
export function parseFontsourceCss(css: string): Subset[] {
  const subsets: Subset[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const woff = /url\(\.\/files\/([^)]+\.woff)\) format\('woff'\)/.exec(block)?.[1];
    const ranges = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!woff || !ranges) continue;
    subsets.push({ id: woff.replace(/-\d+-normal\.woff$/, ''), ranges: ranges.split(',').map(parseRange), woff });
  }
  return subsets;
}

function covers(subset: Subset, codePoint: number) {
  return subset.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
}

function readSubsets(weight: Weight) {
  return parseFontsourceCss(readFileSync(path.join(PACKAGE_DIR, `${weight}.css`), 'utf8'));
}

/** Code points of `text` that no Noto Sans SC subset of `weight` covers (whitespace ignored). */
export function findUncoveredCharacters(text: string, weight: Weight): string[] {
  const subsets = readSubsets(weight);
  return [...new Set(text)].filter((char) => /\S/.test(char) && !subsets.some((s) => covers(s, char.codePointAt(0) ?? 0)));
}

/**
 * Loads the Noto Sans SC subsets (both weights) that cover every character of `text`, for
 * @vercel/og's `fonts` option. Satori keeps one font per name and weight, so each subset gets its
 * own name; with no matching font-family in the card, satori falls back through all of them.
 */
export function loadNotoSansScFonts(text: string): OgFont[] {
  const codePoints = [...new Set(text)].map((char) => char.codePointAt(0) ?? 0);
  return WEIGHTS.flatMap((weight) =>
    readSubsets(weight)
      .filter((subset) => codePoints.some((codePoint) => covers(subset, codePoint)))
      .map((subset) => ({
        name: `Noto Sans SC ${subset.id}`,
        data: readFileSync(path.join(PACKAGE_DIR, 'files', subset.woff)),
        weight,
        style: 'normal' as const,
      })),
  );
}
