/** The key users press with B to toggle the sidebar: ⌘ on Apple devices, Ctrl elsewhere. */
export function shortcutModifier(userAgent: string = navigator.userAgent): string {
  return /Mac|iPhone|iPad|iPod/.test(userAgent) ? '⌘' : 'Ctrl';
}
