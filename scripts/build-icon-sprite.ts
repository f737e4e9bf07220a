import type { IconNode } from 'lucide';
import { escapeHtml } from '@/lib/escape-html';

const shape = ([tag, attributes]: IconNode[number]) =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('')}/>`;

/**
 * One <symbol> per icon, holding only the shapes: the stroke style comes from the `icon` class of the
 * <svg> around each <use> (globals.css) and is inherited into the symbol's copy.
 */
export function buildIconSprite(icons: Record<string, IconNode>): string {
  const symbols = Object.entries(icons).map(([id, node]) => `<symbol id="${id}" viewBox="0 0 24 24">${node.map(shape).join('')}</symbol>`);
  // The root's viewBox gives the static import (Astro's image metadata) the sprite's dimensions.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${symbols.join('')}</svg>\n`;
}
