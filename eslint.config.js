import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import i18nextDefaults from 'eslint-plugin-i18next/lib/options/defaults.js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plain scripts the pages load as they are (not bundled).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // What a screen shows is written in the locale files (src/app/locales/en/<area>.json) and
    // shown with t(): JSX text, and the attributes and props a person reads or hears. Ids, class
    // names, test ids, URLs and text with no letters (punctuation, symbols, numbers) are not.
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-components': { exclude: ['Trans'] },
          'jsx-attributes': {
            include: [
              'aria-(label|description|roledescription|valuetext|placeholder)',
              'alt',
              'placeholder',
              'caption|description|heading|legend|question|subtitle|summary|tooltip',
              '(.*[a-z])?([Ll]abel|[Tt]itle|[Tt]ext|[Mm]essage|[Hh]int)',
            ],
          },
          words: {
            exclude: [
              // No letters: punctuation, symbols, numbers.
              /^[^\p{L}]*$/u,
              /^(https?:\/\/|mailto:|tel:|\/)\S*$/,
              // Class names, ids and test ids (kebab-case), a file name's extension.
              /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/,
              /^\.[a-z0-9]+$/,
            ],
          },
          // Besides t() and the like: form field paths (react-hook-form), date-fns patterns.
          callees: {
            exclude: [
              ...i18nextDefaults.callees.exclude,
              'register',
              'setValue',
              'format',
              // Formats a date by a named pattern of the locale's; a translation function by another name.
              'formatDateAs',
              'words',
            ],
          },
          'should-validate-template': true,
          message: 'Text a person reads belongs in src/app/locales/en (shown with t())',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '../server/*'],
              message: 'The web app never imports server code.',
            },
          ],
        },
      ],
    },
  },
);
