// Writes src/components/ui/icons.svg, the icon sprite, from the installed Lucide drawings:
// `npm run icon-sprite` after adding an icon or updating Lucide (src/components/ui/icons.test.tsx fails until then).
import { writeFileSync } from 'node:fs';
import { buildIconSprite, SPRITE_ICONS } from '@/components/ui/icon-sprite';

writeFileSync(new URL('../src/components/ui/icons.svg', import.meta.url), buildIconSprite(SPRITE_ICONS));
