/** The product's mark: an amber tile with a deep-teal truck, readable on the dark sidebar. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#f4b43a" />
      <path
        d="M11 41V21h26v20M37 28h9l7 7v6H37"
        fill="none"
        stroke="#073f33"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="21" cy="44" r="5.5" fill="#073f33" />
      <circle cx="45" cy="44" r="5.5" fill="#073f33" />
    </svg>
  );
}
