export type SearchableOption = {
  value: string;
  label: string;
  /** A second line, e.g. a truck's plate and type or a city's country. */
  description?: string;
};

// Arabic letters people type interchangeably (once marks are gone): teh marbuta, alef maksura.
const ARABIC_LOOKALIKES: Record<string, string> = { ة: 'ه', ى: 'ي' };

/**
 * Text as a search compares it: decomposed, without combining marks (Latin accents, Arabic
 * harakat and the hamza on an alef), without tatweel or the quote marks transliterations put for
 * ayn and hamza, lower case. 'Sharjah' finds 'Al Sharjah'; 'Dubai' finds 'Dubaï'; 'hail' finds
 * "Ha'il"; 'الاحساء' finds 'الأحساء'.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[‘’'`ʿʾ]/g, '')
    .replace(/[ةى]/g, (letter) => ARABIC_LOOKALIKES[letter] ?? letter)
    .toLocaleLowerCase();
}

/** The options whose label or description contain the query: label prefixes first, then words. */
export function filterOptions(options: SearchableOption[], query: string): SearchableOption[] {
  const needle = searchText(query.trim());
  if (needle === '') return options;
  const ranked: [number, SearchableOption][] = [];
  for (const option of options) {
    const label = searchText(option.label);
    const rank = label.startsWith(needle)
      ? 0
      : label.split(/[\s,.\-()/]+/).some((word) => word.startsWith(needle))
        ? 1
        : label.includes(needle) || searchText(option.description ?? '').includes(needle)
          ? 2
          : -1;
    if (rank >= 0) ranked.push([rank, option]);
  }
  // A stable sort keeps the caller's order within each rank.
  return ranked.sort(([a], [b]) => a - b).map(([, option]) => option);
}
