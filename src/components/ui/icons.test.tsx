// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WifiOff } from 'lucide';
import { Wheat as WheatIcon, WifiOff as WifiOffIcon } from './icons';

/** Each shape of a drawing as its tag and attributes. */
const shapesOf = (parent: Element | null) =>
  [...(parent?.children ?? [])].map((shape) => [
    shape.tagName,
    Object.fromEntries([...shape.attributes].map((attribute) => [attribute.name, attribute.value])),
  ]);
const lucideShapes = (node: typeof WifiOff) => node.map(([tag, attributes]) => [tag, attributes]);

describe('icons', () => {
  it('renders a decorative SVG styled by the shared icon class that uses the sprite’s symbol', () => {
    // Vitest serves the imported sprite from its source path; the build from /_astro/ with a content hash.
    expect(renderToStaticMarkup(<WheatIcon className="size-6 text-brand-700" />)).toBe(
      '<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-6 text-brand-700"><use href="/src/components/ui/icons.svg#wheat"></use></svg>',
    );
  });

  it('draws the offline icon in the page, where it shows without the network', () => {
    const svg = new DOMParser().parseFromString(renderToStaticMarkup(<WifiOffIcon className="size-5" />), 'image/svg+xml');
    expect(svg.documentElement.getAttribute('class')).toBe('icon size-5');
    expect(shapesOf(svg.documentElement)).toEqual(lucideShapes(WifiOff));
    // The stroke style lives in CSS, not on every icon.
    expect(renderToStaticMarkup(<WifiOffIcon />)).not.toContain('stroke=');
  });
});
