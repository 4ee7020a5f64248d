// @vitest-environment node
import path from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

const plugin = path.resolve('stylelint/plugins/no-foreign-classes.mjs');

/** Lints `code` as if it were the file at `file`, with only the foreign-classes rule on. */
async function lint(file: string, code: string, files: Record<string, unknown> = {}) {
  const { results } = await stylelint.lint({
    code,
    codeFilename: path.resolve(file),
    config: { plugins: [plugin], rules: { 'gulf/no-foreign-classes': [true, { files }] } },
  });
  return results[0]?.warnings.map((warning) => warning.text) ?? [];
}

describe('gulf/no-foreign-classes', () => {
  it("accepts a stylesheet's own block, its elements and modifiers, elements and ::part", async () => {
    const warnings = await lint(
      'src/components/ui/button/button.css',
      `.button { color: red; }
       .button__label, .button--primary:hover:not(.button--ghost) { color: blue; }
       .button[aria-busy='true'] .button__content { visibility: hidden; }
       ion-button::part(native) { padding: 0; }
       @keyframes spin { from { opacity: 0; } 50% { opacity: 1; } }`,
    );
    expect(warnings).toEqual([]);
  });

  it("refuses a selector into another component's classes, naming the class", async () => {
    const warnings = await lint(
      'src/features/fleet/components/fleet.css',
      `.fleet-section .data-table-row { block-size: 3.5rem; }
       .fleet-button { color: red; }`,
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('".data-table-row" is another component\'s class');
    expect(warnings[0]).toContain('.fleet*');
  });

  it('refuses a class that only starts like the block (button-ish is not button)', async () => {
    const warnings = await lint('src/components/ui/button/button.css', '.buttons { color: red; }');
    expect(warnings).toHaveLength(1);
  });

  it("accepts the prefixes and allowed classes the config gives a file, and only that file's", async () => {
    const files = {
      'src/features/trips/trips.css': { prefixes: ['trip'], allow: ['leaflet-*', 'icon'] },
    };
    const code = `.trip-details .leaflet-container .icon { color: red; }`;
    expect(await lint('src/features/trips/trips.css', code, files)).toEqual([]);
    expect(await lint('src/features/trucks/trucks.css', code, files)).toHaveLength(3);
  });
});

describe("the repo's CSS guard (stylelint.config.mjs)", () => {
  async function lintWithRepoConfig(file: string, code: string) {
    const { results } = await stylelint.lint({
      code,
      codeFilename: path.resolve(file),
      configFile: path.resolve('stylelint.config.mjs'),
    });
    return results[0]?.warnings.map((warning) => warning.rule) ?? [];
  }

  it('refuses colour literals and px sizes in a feature stylesheet', async () => {
    const rules = await lintWithRepoConfig(
      'src/features/trucks/trucks.css',
      `.truck-chip { color: #0b5d4b; background: rgb(0 0 0 / 0.5); border-color: white;
         padding: 4px; }`,
    );
    expect(rules.sort()).toEqual([
      'color-named',
      'color-no-hex',
      'function-disallowed-list',
      'unit-disallowed-list',
    ]);
  });

  it('accepts tokens, rem and a media query breakpoint in px', async () => {
    const rules = await lintWithRepoConfig(
      'src/features/trucks/trucks.css',
      `@media (max-width: 767.98px) {
         .truck-chip { color: var(--color-primary); padding: var(--space-1) 0.5rem; }
       }`,
    );
    expect(rules).toEqual([]);
  });

  it('lets the token file define the literals', async () => {
    const rules = await lintWithRepoConfig(
      'src/app/styles/tokens.css',
      ':root { --teal-500: #0b5d4b; --shadow: 0 1px 2px rgb(16 28 24 / 0.06); }',
    );
    expect(rules).toEqual([]);
  });
});
