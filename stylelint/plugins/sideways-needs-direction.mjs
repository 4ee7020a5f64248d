/**
 * gulf/sideways-needs-direction: what moves or points sideways says which reading direction it is
 * for (issue 20: the app also renders right-to-left). Margins, insets, borders and alignment have
 * logical forms (the config refuses their physical ones); a transform, a background position or a
 * shadow has none, so it must be written once per direction:
 *
 * - a declaration that shifts or mirrors along the x axis (`translateX()`, `translate()` or
 *   `translate3d()` with an x, the `translate` property, `scaleX(-1)` or `scale(-1, 1)`, a
 *   `background-position` with `left`, `right` or an x offset, a `box-shadow` or `text-shadow`
 *   with a horizontal offset) sits in a rule whose every selector names the direction
 *   (`:dir(ltr)`, `:dir(rtl)`, `[dir='rtl']`), so its mirror twin is written beside it;
 * - inside `@keyframes` it is allowed when the stylesheet also has the twin keyframes: `name` and
 *   `name-rtl`, the rule that runs them choosing by direction.
 *
 * Vertical movement, rotation and symmetric shadows (`0 0 0 2px`) are not sideways.
 */
import postcssValueParser from 'postcss-value-parser';
import stylelint from 'stylelint';

const ruleName = 'gulf/sideways-needs-direction';

const messages = stylelint.utils.ruleMessages(ruleName, {
  rule: (property) =>
    `"${property}" moves or mirrors sideways: put it in a rule for one direction (:dir(ltr) or :dir(rtl)) and write its mirror twin beside it`,
  keyframes: (name) =>
    `Keyframes "${name}" move sideways: add their mirror twin "${twinName(name)}" and run each under :dir()`,
});

function twinName(name) {
  return name.endsWith('-rtl') ? name.slice(0, -'-rtl'.length) : `${name}-rtl`;
}

/** A length or percentage other than zero (`var()` and `calc()` count: they may not be zero). */
function isNonZero(node) {
  if (!node) return false;
  if (node.type === 'function') return true;
  if (node.type !== 'word') return false;
  const number = postcssValueParser.unit(node.value);
  return number ? Number(number.number) !== 0 : false;
}

function isNegative(node) {
  if (node?.type !== 'word') return false;
  const number = postcssValueParser.unit(node.value);
  return number ? Number(number.number) < 0 : false;
}

function argumentsOf(functionNode) {
  return functionNode.nodes.filter((node) => node.type === 'word' || node.type === 'function');
}

function transformIsSideways(value) {
  let sideways = false;
  postcssValueParser(value).walk((node) => {
    if (node.type !== 'function') return;
    const [x] = argumentsOf(node);
    const name = node.value.toLowerCase();
    if (['translatex', 'translate', 'translate3d'].includes(name) && isNonZero(x)) sideways = true;
    if (['scalex', 'scale', 'scale3d'].includes(name) && isNegative(x)) sideways = true;
  });
  return sideways;
}

function translateIsSideways(value) {
  const [x] = postcssValueParser(value).nodes.filter((node) => node.type !== 'space');
  return isNonZero(x);
}

function backgroundPositionIsSideways(value) {
  return postcssValueParser(value)
    .nodes.filter((node) => node.type !== 'space')
    .some((node, index) =>
      node.type === 'word' && /^(left|right)$/i.test(node.value)
        ? true
        : index === 0 && node.type === 'word' && !/^(center|top|bottom|50%)$/i.test(node.value)
          ? isNonZero(node)
          : false,
    );
}

/** Each shadow's first length is its horizontal offset. */
function shadowIsSideways(value) {
  const shadows = [[]];
  for (const node of postcssValueParser(value).nodes) {
    if (node.type === 'div' && node.value === ',') shadows.push([]);
    else if (node.type === 'word' || node.type === 'function') shadows.at(-1).push(node);
  }
  return shadows.some((parts) => {
    const x = parts.find(
      (node) =>
        (node.type === 'word' && postcssValueParser.unit(node.value)) ||
        (node.type === 'function' && /^(calc|var|min|max|clamp)$/i.test(node.value)),
    );
    // A lone var() is a whole shadow from the tokens, whose offsets are vertical.
    if (x?.type === 'function' && x.value === 'var' && parts.length === 1) return false;
    return isNonZero(x);
  });
}

const checks = {
  transform: transformIsSideways,
  translate: translateIsSideways,
  'background-position': backgroundPositionIsSideways,
  'background-position-x': backgroundPositionIsSideways,
  'box-shadow': shadowIsSideways,
  'text-shadow': shadowIsSideways,
};

const DIRECTION_SELECTOR = /:dir\(\s*(ltr|rtl)\s*\)|\[\s*dir\s*[~|^$*]?=/i;

function namesDirection(selector) {
  return selector.split(',').every((part) => DIRECTION_SELECTOR.test(part));
}

/** @type {import('stylelint').Rule} */
const rule = (primary) => (root, result) => {
  if (!stylelint.utils.validateOptions(result, ruleName, { actual: primary, possible: [true] }))
    return;
  const keyframes = new Set();
  root.walkAtRules(/keyframes$/i, (node) => keyframes.add(node.params.trim()));

  root.walkDecls((declaration) => {
    const check = checks[declaration.prop.toLowerCase()];
    if (!check || !check(declaration.value)) return;
    const frames = enclosingKeyframes(declaration);
    if (frames) {
      const name = frames.params.trim();
      if (keyframes.has(twinName(name))) return;
      stylelint.utils.report({
        ruleName,
        result,
        node: declaration,
        message: messages.keyframes(name),
      });
      return;
    }
    const parentRule = declaration.parent;
    if (parentRule?.type === 'rule' && namesDirection(parentRule.selector)) return;
    stylelint.utils.report({
      ruleName,
      result,
      node: declaration,
      message: messages.rule(declaration.prop),
    });
  });
};

function enclosingKeyframes(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return parent;
  }
  return null;
}

rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
