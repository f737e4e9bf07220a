/** The brand's drawn mark: a green tile with a stylised K and an amber "market" dot. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" className="fill-brand-700" />
      <path d="M6 40h24a10 10 0 0 0 10-10V22L22 40z" className="fill-brand-800" />
      <path d="M14 11v18M27 11l-9 9 9 9" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="30" cy="20" r="3.25" className="fill-accent-400" />
    </svg>
  );
}
