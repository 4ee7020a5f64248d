import type { ReactNode } from 'react';

type LtrTextProps = {
  /** A phone number, plate, id, email or code: text that reads left to right. */
  children: ReactNode;
};

/**
 * A value that reads left to right in any language, kept whole inside Arabic or Urdu text: `<bdi>`
 * isolates it from the sentence around it and `dir="ltr"` orders its own characters, so
 * '+966 512 345 678' never shows as '678 345 512 966+'. The span around it keeps the page's
 * direction where a parent lays it out as a block (a stretched flex or grid item whose own `dir`
 * would left-align it in a right-to-left page), so the value lines up with the text around it.
 * An amount formatted for the language is not one: it may read right to left in Arabic.
 */
export function LtrText({ children }: LtrTextProps) {
  return (
    <span>
      <bdi dir="ltr">{children}</bdi>
    </span>
  );
}
