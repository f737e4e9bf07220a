// Writes src/components/ui/icons.svg, the icon sprite, from the installed Lucide drawings:
// `npm run icon-sprite` after adding an icon or updating Lucide (scripts/build-icon-sprite.test.ts fails until then).
import { writeFileSync } from 'node:fs';
import { SPRITE_ICONS } from '@/components/ui/sprite-icons';
import { buildIconSprite } from './build-icon-sprite';

writeFileSync(new URL('../src/components/ui/icons.svg', import.meta.url), buildIconSprite(SPRITE_ICONS));
