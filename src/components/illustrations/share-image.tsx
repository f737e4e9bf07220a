type ShareImageProps = { name: string; tagline: string; markets: string };

/**
 * The 1200×630 Open Graph / Twitter card, rendered by @vercel/og at build time (src/pages/og/[lang].png.ts).
 * Inline styles only: Satori does not read Tailwind classes. Its bundled font covers
 * Latin script only; the route passes Noto Sans SC (src/server/og-fonts.ts) for the Chinese card.
 */
export function ShareImage({ name, tagline, markets }: ShareImageProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #022c22 0%, #064e3b 55%, #047857 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 18,
            background: '#fbbf24',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#022c22',
            fontSize: 44,
            fontWeight: 700,
          }}
        >
          {name.charAt(0)}
        </div>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 900 }}>{tagline}</div>
        <div style={{ fontSize: 30, color: '#d1fae5' }}>{markets}</div>
      </div>
      <div style={{ display: 'flex', gap: 14 }}>
        {['#fbbf24', '#34d399', '#38bdf8'].map((color) => (
          <div key={color} style={{ width: 120, height: 10, borderRadius: 5, background: color }} />
        ))}
      </div>
    </div>
  );
}
