import { ImageResponse } from '@vercel/og';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareImage } from '@/components/illustrations/share-image';
import zhCn from '../../messages/zh_cn.json';
import { findUncoveredCharacters, loadNotoSansScFonts, parseFontsourceCss } from './og-fonts';

const card = { name: 'Kasuwa Wholesale', tagline: zhCn.Metadata.shareTagline, markets: zhCn.Metadata.shareMarkets };
const text = Object.values(card).join('');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Noto Sans SC for the Chinese share image', () => {
  it('parses Fontsource unicode-range lists', () => {
    const css = `@font-face { src: url(./files/x-97-700-normal.woff2) format('woff2'), url(./files/x-97-700-normal.woff) format('woff'); unicode-range: U+4e00-4e2d,U+ff0c; }`;
    expect(parseFontsourceCss(css)).toEqual([
      {
        id: 'x-97',
        ranges: [
          [0x4e00, 0x4e2d],
          [0xff0c, 0xff0c],
        ],
        woff: 'x-97-700-normal.woff',
      },
    ]);
  });

  it('covers every character of the zh-CN tagline and markets at both weights', () => {
    expect(findUncoveredCharacters(text, 400)).toEqual([]);
    expect(findUncoveredCharacters(text, 700)).toEqual([]);
    // The check can fail: a character outside every subset is reported.
    expect(findUncoveredCharacters('面\u{E000}', 700)).toEqual(['\u{E000}']);
  });

  it('loads only the covering woff subsets, for both weights', () => {
    const fonts = loadNotoSansScFonts(text);
    expect(fonts.length).toBeGreaterThan(1);
    expect(fonts.length).toBeLessThan(40);
    expect(new Set(fonts.map((font) => font.weight))).toEqual(new Set([400, 700]));
    // woff signature: satori cannot read woff2.
    for (const font of fonts) expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOFF');
  });

  it('renders the Chinese card without @vercel/og fetching a fallback font for missing glyphs', async () => {
    // @vercel/og fetches a font from the network for any glyph its fonts lack (tofu offline).
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = new ImageResponse(<ShareImage {...card} />, { width: 1200, height: 630, fonts: loadNotoSansScFonts(text) });
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Its own wasm loads through fetch of a data: URL; anything else would be a font request.
    const networkCalls = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => !url.startsWith('data:'));
    expect(networkCalls).toEqual([]);
  });
});
