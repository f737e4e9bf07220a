// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Wheat } from 'lucide';
import { SPRITE_ICONS } from '@/components/ui/sprite-icons';
import { buildIconSprite } from './build-icon-sprite';

/** Each shape of a drawing as its tag and attributes. */
const shapesOf = (parent: Element | null) =>
  [...(parent?.children ?? [])].map((shape) => [
    shape.tagName,
    Object.fromEntries([...shape.attributes].map((attribute) => [attribute.name, attribute.value])),
  ]);

describe('the icon sprite', () => {
  it('has a sprite with Lucide’s drawing in a symbol for every icon', () => {
    const sprite = new DOMParser().parseFromString(buildIconSprite(SPRITE_ICONS), 'image/svg+xml');
    expect(sprite.querySelector('parsererror')).toBeNull();
    expect([...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id)).toEqual(Object.keys(SPRITE_ICONS));
    expect(sprite.getElementById('wheat')?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(shapesOf(sprite.getElementById('wheat'))).toEqual(Wheat.map(([tag, attributes]) => [tag, attributes]));
  });

  it('ships the sprite generated from the current drawings (`npm run icon-sprite` after changing an icon)', () => {
    expect(readFileSync('src/components/ui/icons.svg', 'utf8')).toBe(buildIconSprite(SPRITE_ICONS));
  });
});
