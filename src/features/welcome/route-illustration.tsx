/** Decorative: a dashed route between two stops, drawn in the hero's white. */
export function RouteIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 140" aria-hidden="true" focusable="false">
      <path
        d="M30 112c36 0 44-40 84-48s60 22 88 4"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.55"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <circle cx="30" cy="112" r="14" fill="currentColor" fillOpacity="0.14" />
      <circle cx="30" cy="112" r="6" fill="currentColor" />
      <path
        d="M202 10c-12 0-21 9-21 21 0 16 21 36 21 36s21-20 21-36c0-12-9-21-21-21z"
        fill="#f4b43a"
      />
      <circle cx="202" cy="31" r="7" fill="#073f33" />
    </svg>
  );
}
