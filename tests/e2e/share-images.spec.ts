import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { LANGUAGES } from '../fixtures/site';

/** Width and height from a PNG's IHDR chunk, which the format requires first, right after the 8-byte signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The path of a page's share image, from its og:image tag (which carries SITE_URL, possibly another host). */
async function ogImagePath(page: Page, path: string) {
  await page.goto(path);
  const tag = await page.locator('meta[property="og:image"]').getAttribute('content');
  const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
  expect(twitter).toBe(tag);
  return new URL(tag ?? '').pathname;
}

for (const { prefix, lang } of LANGUAGES) {
  for (const pagePath of ['', '/d']) {
    test(`${prefix}${pagePath}: its share image is a 1200×630 PNG served as an unhashed file`, async ({ page, request }) => {
      const image = await ogImagePath(page, `${prefix}${pagePath}`);
      expect(image).toBe(`/og/${prefix.slice(1)}.png`);
      const response = await request.get(image);
      expect(response.status(), `${image} for ${lang}`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      // Not under /_astro/: the name stays when the card changes, so caches check with the server on every use.
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }
}

test('the Chinese share image is its own card, not the English one', async ({ request }) => {
  // Without a CJK font the Chinese card would draw the English text (byte-identical to /og/en.png).
  const [enPng, zhPng] = await Promise.all([request.get('/og/en.png'), request.get('/og/zh_cn.png')]);
  expect(enPng.status()).toBe(200);
  expect(zhPng.status()).toBe(200);
  expect((await zhPng.body()).equals(await enPng.body())).toBe(false);
});

for (const { prefix } of LANGUAGES) {
  const image = `/og/${prefix.slice(1)}.png`;
  test(`${image} draws the card: background, the amber mark and white text`, async ({ page }) => {
    // The browser decodes the PNG; a canvas reads its pixels back (same origin, so the canvas is not tainted).
    await page.goto(image);
    const pixels = await page.evaluate(async () => {
      const img = document.querySelector('img');
      if (!img) throw new Error('no image');
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(img, 0, 0);
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      // The tagline and markets lines sit in the middle band (ShareImage: padding 72px 80px, space-between).
      const band = context.getImageData(80, 200, 1040, 300).data;
      let white = 0;
      for (let i = 0; i < band.length; i += 4) if (band[i]! > 230 && band[i + 1]! > 230 && band[i + 2]! > 230) white += 1;
      return { corner: at(4, 4), mark: at(80 + 10, 72 + 36), white };
    });
    // Top-left of the gradient (#022c22), the mark's amber (#fbbf24), and text drawn in white: a blank or failed
    // render (one colour, or a missing font drawing nothing) fails one of them.
    const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) <= 12);
    expect(near(pixels.corner, [0x02, 0x2c, 0x22]), `corner ${pixels.corner}`).toBe(true);
    expect(near(pixels.mark, [0xfb, 0xbf, 0x24]), `mark ${pixels.mark}`).toBe(true);
    expect(pixels.white, 'white text pixels in the tagline band').toBeGreaterThan(5_000);
  });
}
