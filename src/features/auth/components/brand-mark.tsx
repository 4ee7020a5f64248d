/** The product's mark: an amber tile with a truck in the brand teal. */
export function BrandMark({ size = 48 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="12" fill="#f4b43a" />
      <path d="M8 15h20v15H8z" fill="#0b5d4b" />
      <path d="M28 20h6.5l5.5 6v4H28z" fill="#0b5d4b" />
      <path d="M30.5 22.5h3.2l3 3.3h-6.2z" fill="#f4b43a" />
      <circle cx="14" cy="32" r="4" fill="#0b5d4b" stroke="#f4b43a" strokeWidth="2" />
      <circle cx="33" cy="32" r="4" fill="#0b5d4b" stroke="#f4b43a" strokeWidth="2" />
    </svg>
  );
}
