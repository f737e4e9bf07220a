// Stands in for `next/image` in the Astro build only, and goes at the switch (issue 22). Only `getImageProps` is
// used (partners-section.tsx): without Next's image optimizer the image is its own file at its given size.
type ImageInput = { src: string; alt: string; width: number; height: number };

export function getImageProps({ src, alt, width, height }: ImageInput) {
  return { props: { src, alt, width, height, loading: 'lazy' as const, decoding: 'async' as const } };
}
