import { searchText } from '../../../contract/search-text';

export type SearchableOption = {
  value: string;
  label: string;
  /** A second line, e.g. a truck's plate and type or a city's country. */
  description?: string;
  /**
   * Other names the option is found by as if they were its label, e.g. a city's canonical
   * 'Riyadh' while it shows as 'الرياض', so either script finds it.
   */
  searchTerms?: readonly string[];
};

// The Arabic article is written joined to its word: 'رياض' and 'دمام' start words too.
const ARABIC_ARTICLE = /^ال(?=\p{L}{2})/u;

/** The words of a name as a query may start them: 'al muharraq' → al, muharraq; 'الدمام' → الدمام, دمام. */
function wordStarts(name: string): string[] {
  return name.split(/[\s,.\-()/،]+/).flatMap((word) => {
    const bare = word.replace(ARABIC_ARTICLE, '');
    return bare === word ? [word] : [word, bare];
  });
}

/** 0: the name starts with the query; 1: one of its words does; 2: it contains it; -1: no match. */
function nameRank(name: string, needle: string): number {
  if (name.startsWith(needle)) return 0;
  if (wordStarts(name).some((word) => word.startsWith(needle))) return 1;
  return name.includes(needle) ? 2 : -1;
}

function optionRank(option: SearchableOption, needle: string): number {
  const ranks = [option.label, ...(option.searchTerms ?? [])]
    .map((name) => nameRank(searchText(name), needle))
    .filter((rank) => rank >= 0);
  if (ranks.length > 0) return Math.min(...ranks);
  return searchText(option.description ?? '').includes(needle) ? 2 : -1;
}

/**
 * The options whose label, other names or description contain the query: name prefixes first,
 * then word starts, then the rest.
 */
export function filterOptions(options: SearchableOption[], query: string): SearchableOption[] {
  const needle = searchText(query.trim());
  if (needle === '') return options;
  const ranked: [number, SearchableOption][] = [];
  for (const option of options) {
    const rank = optionRank(option, needle);
    if (rank >= 0) ranked.push([rank, option]);
  }
  // A stable sort keeps the caller's order within each rank.
  return ranked.sort(([a], [b]) => a - b).map(([, option]) => option);
}
