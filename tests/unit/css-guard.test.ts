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

describe('gulf/sideways-needs-direction', () => {
  const sidewaysPlugin = path.resolve('stylelint/plugins/sideways-needs-direction.mjs');

  async function lintSideways(code: string) {
    const { results } = await stylelint.lint({
      code,
      codeFilename: path.resolve('src/components/ui/card/card.css'),
      config: { plugins: [sidewaysPlugin], rules: { 'gulf/sideways-needs-direction': true } },
    });
    return results[0]?.warnings.map((warning) => warning.text) ?? [];
  }

  it('refuses a sideways move, mirror, position or shadow in a rule for both directions', async () => {
    const warnings = await lintSideways(
      `.card { transform: translateX(0.5rem); }
       .card__a { transform: translate(var(--space-1), 0); }
       .card__b { transform: scale(-1, 1); }
       .card__c { translate: 1rem 0; }
       .card__d { background-position: right 1rem center; }
       .card__e { background-position: 100% 0; }
       .card__f { box-shadow: 0.25rem 0 0 red; }
       .card__g:dir(rtl), .card__h { transform: scaleX(-1); }`,
    );
    expect(warnings).toHaveLength(8);
    expect(warnings[0]).toContain('"transform" moves or mirrors sideways');
  });

  it('accepts them in a rule for one direction, and what is not sideways anywhere', async () => {
    const warnings = await lintSideways(
      `.card:dir(ltr) { transform: translateX(0.5rem); }
       .card:dir(rtl) { transform: translateX(-0.5rem); }
       [dir='rtl'] .card__icon { transform: scaleX(-1); }
       .card { transform: translateY(-50%) rotate(45deg) scale(1.02); }
       .card__a { transform: translate(0, 2rem) translateZ(0); }
       .card__b { box-shadow: 0 0 0 0.25rem red, inset 0 -2px 0 blue, var(--shadow-md); }
       .card__c { background-position: center; }`,
    );
    expect(warnings).toEqual([]);
  });

  it('accepts sideways keyframes only with their -rtl twin', async () => {
    const alone = await lintSideways(
      '@keyframes card-slide { from { transform: translateX(100%); } }',
    );
    expect(alone).toEqual([
      'Keyframes "card-slide" move sideways: add their mirror twin "card-slide-rtl" and run each under :dir() (gulf/sideways-needs-direction)',
    ]);
    const paired = await lintSideways(
      `@keyframes card-slide { from { transform: translateX(100%); } }
       @keyframes card-slide-rtl { from { transform: translateX(-100%); } }`,
    );
    expect(paired).toEqual([]);
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

  it('refuses physical sides, corners, sizes and left/right values; accepts their logical forms', async () => {
    const physical = await lintWithRepoConfig(
      'src/features/trucks/trucks.css',
      `.truck-chip { margin-left: 0; padding-right: 1rem; left: 0; inline-size: 1rem;
         border-top-right-radius: 0; border-left: 0; width: 1rem; top: 0; text-align: right;
         float: left; resize: vertical; transition: margin-right 1s; }`,
    );
    expect(physical.filter((rule) => rule === 'property-disallowed-list')).toHaveLength(7);
    expect(
      physical.filter((rule) => rule === 'declaration-property-value-disallowed-list'),
    ).toHaveLength(4);
    const logical = await lintWithRepoConfig(
      'src/features/trucks/trucks.css',
      `.truck-chip { margin-inline-start: 0; padding-inline-end: 1rem; inset-inline-start: 0;
         border-start-end-radius: 0; border-inline-start: 0; inline-size: 1rem;
         inset-block-start: 0; text-align: end; float: inline-start; resize: block;
         overflow-x: auto; transition: margin-inline-end 1s; }`,
    );
    expect(logical).toEqual([]);
  });

  it('lets the token file define the literals', async () => {
    const rules = await lintWithRepoConfig(
      'src/app/styles/tokens.css',
      ':root { --teal-500: #0b5d4b; --shadow: 0 1px 2px rgb(16 28 24 / 0.06); }',
    );
    expect(rules).toEqual([]);
  });
});
