import { readFileSync } from 'node:fs';

type Strings = { [key: string]: string | Strings };

const files = new Map<string, Strings>();

function strings(language: string, namespace: string): Strings {
  const file = `src/app/locales/${language}/${namespace}.json`;
  let loaded = files.get(file);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Strings;
    files.set(file, loaded);
  }
  return loaded;
}

/**
 * A text as the app shows it in `language`: `key` is `namespace:dotted.path`, as the app's own
 * `t()` takes it, and `values` fill its `{{placeholders}}` (formats such as `, number` ignored).
 * Tests find what a reader of that language sees by it rather than by a copy of the words.
 */
export function localeText(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: string | Strings | undefined = strings(language, namespace);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in ${language}`);
  return node.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${key} needs {{${name}}}`);
    return String(values[name]);
  });
}

/** The Arabic text of `key` (see localeText). */
export const arabic = (key: string, values?: Record<string, string | number>) =>
  localeText('ar', key, values);
