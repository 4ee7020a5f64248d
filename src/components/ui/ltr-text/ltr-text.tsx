import type { ReactNode } from 'react';

type LtrTextProps = {
  /** A phone number, plate, id, email, coordinates or code: text that reads left to right. */
  children: ReactNode;
  className?: string;
};

/**
 * A value that reads left to right in any language, kept whole inside Arabic or Urdu text: `<bdi>`
 * isolates it from the sentence around it and `dir="ltr"` orders its own characters, so
 * '+966 512 345 678' never shows as '678 345 512 966+'. It stays inline, so the line keeps the
 * page's alignment (a `dir` on the block itself would left-align it in a right-to-left page).
 * An amount formatted for the language is not one: it may read right to left in Arabic.
 */
export function LtrText({ children, className }: LtrTextProps) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
