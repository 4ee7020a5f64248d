import type { ReferenceLabels } from './reference-labels';

/** A city as a searchable select offers it: shown in the reader's language, found in either. */
export type CityChoice = { value: string; label: string; searchTerms?: string[] };

/**
 * The cities `names` as choices whose value stays the canonical name, in the reader's alphabetical
 * order; a city shown under another name ('الرياض') is still found by typing 'Riyadh'.
 */
export function cityChoices(names: readonly string[], labels: ReferenceLabels): CityChoice[] {
  const collator = new Intl.Collator(labels.language);
  return names
    .map((name) => {
      const label = labels.city(name);
      const choice: CityChoice = { value: name, label };
      if (label !== name) choice.searchTerms = [name];
      return choice;
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}
