import './icon.css';

type IconProps = {
  /** An SVG from ./icons/<name>.ts. */
  icon: string;
  className?: string;
  /**
   * Mirrors the icon in right-to-left pages: for icons that point (back, forward, chevrons),
   * never for logos, media controls, digits or the check mark. <ion-icon flip-rtl> does the same.
   */
  flipRtl?: boolean;
  'aria-hidden'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  title?: string;
};

/**
 * An ionicon drawn the way <ion-icon> draws it (an inline-block 1em square, in the text's colour)
 * without Ionic's runtime, for the pages that load without Ionic: the driver link page and what
 * the app shows around every page. Like <ion-icon> it is an image: hidden with `aria-hidden`,
 * named with `aria-label` or `title`.
 *
 * The icons (./icons) are ionicons (8.1.0, MIT) as the markup of ionicons' own data URLs, kept
 * equal by tests/unit/icon.test.tsx: add one by copying its markup after the 'utf8,' into a module
 * of its own. One module per icon, so each chunk carries only the icons it shows ('ionicons/icons'
 * is a single module, placed whole with every icon in use in one chunk).
 */
export function Icon({ icon, className, flipRtl, ...attributes }: IconProps) {
  const classes = ['icon', flipRtl && 'icon--flip-rtl', className].filter(Boolean).join(' ');
  return (
    <span
      role="img"
      className={classes}
      {...attributes}
      // The markup is our own constant from ./icons, never user data.
      dangerouslySetInnerHTML={{ __html: icon }}
    />
  );
}
