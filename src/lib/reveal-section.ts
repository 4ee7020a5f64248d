/**
 * Brings a section into view and moves focus to its heading (which needs tabIndex -1), so a
 * keyboard or screen reader user lands where the eye is sent. Smooth only when motion is welcome.
 */
export function revealSection(headingId: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}
