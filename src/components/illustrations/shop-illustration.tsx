type ShopIllustrationProps = { label: string; className?: string };

/** A neighbourhood shop receiving a wholesale delivery: the hero artwork. */
export function ShopIllustration({ label, className }: ShopIllustrationProps) {
  const stripes = [0, 1, 2, 3, 4, 5, 6, 7];
  const shelfGoods = [
    ['#fbbf24', '#f87171', '#60a5fa', '#34d399', '#fbbf24'],
    ['#a78bfa', '#fbbf24', '#f472b6', '#60a5fa', '#34d399'],
  ];
  return (
    <svg viewBox="0 30 480 306" role="img" aria-label={label} className={className}>
      <ellipse cx="240" cy="318" rx="228" ry="14" fill="#022c22" opacity="0.35" />
      {/* Shop body and sign */}
      <rect x="60" y="70" width="300" height="240" rx="10" fill="#ecfdf5" />
      <rect x="60" y="40" width="300" height="42" rx="8" fill="#047857" />
      <rect x="150" y="52" width="120" height="18" rx="9" fill="#fbbf24" />
      {/* Awning */}
      {stripes.map((i) => (
        <path
          key={i}
          d={`M${50 + i * 40} 82h40v26a20 20 0 0 1-40 0z`}
          fill={i % 2 === 0 ? '#f59e0b' : '#fffbeb'}
        />
      ))}
      {/* Window with stocked shelves */}
      <rect x="84" y="138" width="160" height="112" rx="6" fill="#d1fae5" stroke="#047857" strokeWidth="4" />
      {shelfGoods.map((row, r) => (
        <g key={r}>
          {row.map((color, c) => (
            <rect key={c} x={96 + c * 28} y={152 + r * 48} width="22" height="30" rx="3" fill={color} />
          ))}
          <rect x="90" y={184 + r * 48} width="148" height="5" rx="2" fill="#047857" />
        </g>
      ))}
      {/* Door */}
      <rect x="266" y="138" width="70" height="172" rx="6" fill="#047857" />
      <circle cx="322" cy="226" r="5" fill="#fbbf24" />
      {/* Delivery van */}
      <g transform="translate(300 214)">
        <rect x="0" y="10" width="110" height="70" rx="8" fill="#ffffff" />
        <path d="M110 30h30l20 26v24h-50z" fill="#fbbf24" />
        <path d="M118 36h20l12 18h-32z" fill="#bae6fd" />
        <rect x="14" y="26" width="70" height="26" rx="4" fill="#10b981" />
        <circle cx="34" cy="84" r="14" fill="#0f172a" />
        <circle cx="34" cy="84" r="6" fill="#cbd5e1" />
        <circle cx="128" cy="84" r="14" fill="#0f172a" />
        <circle cx="128" cy="84" r="6" fill="#cbd5e1" />
      </g>
      {/* Boxes being delivered */}
      <g>
        <rect x="20" y="262" width="46" height="46" rx="4" fill="#d97706" />
        <path d="M20 280h46M43 262v18" stroke="#fde68a" strokeWidth="4" />
        <rect x="30" y="226" width="36" height="36" rx="4" fill="#f59e0b" />
        <path d="M30 240h36M48 226v14" stroke="#fef3c7" strokeWidth="4" />
      </g>
    </svg>
  );
}
