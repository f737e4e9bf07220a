type PhoneIllustrationProps = { className?: string };

const TILE_COLORS = ['#fbbf24', '#34d399', '#60a5fa', '#f472b6', '#a78bfa', '#f87171'];

/**
 * A phone showing the Buyer APP: search, category tiles, product cards and a cart button.
 * Decorative (the text beside it says what the app does), so it is hidden from assistive tech.
 */
export function PhoneIllustration({ className }: PhoneIllustrationProps) {
  return (
    <svg viewBox="0 0 240 480" aria-hidden="true" focusable="false" className={className}>
      <rect x="4" y="4" width="232" height="472" rx="36" fill="#0f172a" />
      <rect x="16" y="16" width="208" height="448" rx="26" fill="#f8fafc" />
      <rect x="92" y="24" width="56" height="10" rx="5" fill="#0f172a" />
      {/* App bar and search */}
      <rect x="16" y="44" width="208" height="70" fill="#065f46" />
      <rect x="30" y="54" width="70" height="10" rx="5" fill="#fbbf24" />
      <rect x="30" y="76" width="180" height="26" rx="13" fill="#ffffff" />
      <circle cx="46" cy="89" r="6" fill="none" stroke="#64748b" strokeWidth="2.5" />
      <rect x="60" y="86" width="80" height="6" rx="3" fill="#cbd5e1" />
      {/* Category tiles */}
      {TILE_COLORS.map((color, i) => (
        <g key={color} transform={`translate(${34 + (i % 3) * 62} ${128 + Math.floor(i / 3) * 56})`}>
          <rect width="46" height="36" rx="10" fill={color} opacity="0.9" />
          <rect x="8" y="42" width="30" height="5" rx="2.5" fill="#cbd5e1" />
        </g>
      ))}
      {/* Product cards */}
      {[0, 1].map((i) => (
        <g key={i} transform={`translate(${28 + i * 96} 250)`}>
          <rect width="88" height="126" rx="12" fill="#ffffff" stroke="#e2e8f0" />
          <rect x="10" y="10" width="68" height="58" rx="8" fill={i === 0 ? '#d1fae5' : '#fef3c7'} />
          <rect x="26" y="22" width="36" height="36" rx="6" fill={i === 0 ? '#10b981' : '#f59e0b'} />
          <rect x="10" y="78" width="60" height="6" rx="3" fill="#94a3b8" />
          <rect x="10" y="90" width="40" height="6" rx="3" fill="#cbd5e1" />
          <rect x="10" y="104" width="34" height="10" rx="5" fill="#047857" />
          <circle cx="70" cy="109" r="9" fill="#fbbf24" />
          <path d="M66 109h8M70 105v8" stroke="#0f172a" strokeWidth="2" />
        </g>
      ))}
      {/* Order button and bottom navigation */}
      <rect x="28" y="390" width="184" height="30" rx="15" fill="#047857" />
      <rect x="90" y="401" width="60" height="8" rx="4" fill="#ecfdf5" />
      <rect x="16" y="430" width="208" height="34" fill="#ffffff" />
      {[0, 1, 2, 3].map((i) => (
        <circle key={i} cx={46 + i * 50} cy="446" r="7" fill={i === 0 ? '#047857' : '#cbd5e1'} />
      ))}
    </svg>
  );
}
