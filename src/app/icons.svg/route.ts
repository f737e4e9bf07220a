import { buildIconSprite, SPRITE_ICONS } from '@/components/ui/icon-sprite';

// Built once at build time, like the share images; the proxy leaves `.svg` paths alone.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildIconSprite(SPRITE_ICONS), { headers: { 'Content-Type': 'image/svg+xml' } });
}
