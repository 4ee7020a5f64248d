/**
 * gulf/no-foreign-classes: a stylesheet styles only its own classes (issue 18: 51 selectors
 * reached into the data table's internals, so every change to it broke five screens).
 *
 * A stylesheet owns the block named like its file (`button.css` owns `.button`) and any prefix
 * the config gives it; a class is its own when it is a prefix or extends one with `-`, `__` or
 * `--` (`.button__label`, `.button--primary`, `.data-table-row`). A class of another component
 * is refused unless the file's allow-list names it (`leaflet-*` ends in a wildcard). Elements
 * (`ion-button`), attributes and `::part()` are never classes, so they are always allowed. A
 * component that lets its context tune it offers custom properties (`--button-padding-inline`)
 * or props instead.
 *
 * Options: `[true, { files: { 'src/x/y.css': { prefixes: ['y', 'z'], allow: ['icon'] } } }]`,
 * paths relative to the working directory.
 */
import path from 'node:path';
import selectorParser from 'postcss-selector-parser';
import stylelint from 'stylelint';

const ruleName = 'gulf/no-foreign-classes';

const messages = stylelint.utils.ruleMessages(ruleName, {
  foreign: (className, owned) =>
    `".${className}" is another component's class: this stylesheet styles only ${owned} (give that component a prop, a modifier or a custom property instead)`,
});

function ownsClass(prefixes, className) {
  return prefixes.some(
    (prefix) =>
      className === prefix ||
      className.startsWith(`${prefix}-`) ||
      className.startsWith(`${prefix}__`) ||
      className.startsWith(`${prefix}--`),
  );
}

function isAllowed(allow, className) {
  return allow.some((entry) =>
    entry.endsWith('*') ? className.startsWith(entry.slice(0, -1)) : className === entry,
  );
}

function fileSettings(options, file) {
  const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
  const settings = options?.files?.[relative] ?? {};
  const block = path.basename(file, '.css');
  return {
    prefixes: [block, ...(settings.prefixes ?? [])],
    allow: settings.allow ?? [],
  };
}

/** @type {import('stylelint').Rule} */
const rule = (primary, secondary) => (root, result) => {
  const valid = stylelint.utils.validateOptions(
    result,
    ruleName,
    { actual: primary, possible: [true] },
    {
      actual: secondary,
      possible: (value) => typeof value === 'object' && value !== null,
      optional: true,
    },
  );
  const file = root.source?.input.file;
  if (!valid || !file) return;
  const { prefixes, allow } = fileSettings(secondary, file);
  const owned = prefixes.map((prefix) => `.${prefix}*`).join(', ');

  root.walkRules((node) => {
    // @keyframes steps (from, to, 50%) are not selectors of elements.
    if (node.parent?.type === 'atrule' && /keyframes$/i.test(node.parent.name)) return;
    let parsed;
    try {
      parsed = selectorParser().astSync(node.selector);
    } catch {
      return;
    }
    parsed.walkClasses((classNode) => {
      const className = classNode.value;
      if (ownsClass(prefixes, className) || isAllowed(allow, className)) return;
      stylelint.utils.report({
        ruleName,
        result,
        node,
        message: messages.foreign(className, owned),
        word: `.${className}`,
      });
    });
  });
};

rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
