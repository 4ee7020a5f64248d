import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import ts from 'typescript';

/**
 * Every text the server can say to a person, read from its source: the static half of the
 * catalogs' guard (tests/server/locale-catalogs.test.ts). The routes, services, plugins and
 * providers, and the contract whose zod messages the server sends; not the start-up, database
 * and backup tools, whose words go to operators.
 */
const SOURCES = ['server/{modules,plugins,lib,providers}/**/*.ts', 'src/contract/*.ts'];

export type SourceText = { text: string; shape: string; where: string };

/** A text with every `${…}` and `{{name}}` as `*`: what a catalog template must look like. */
export function shapeOf(text: string): string {
  return text.replace(/\{\{\w+\}\}/g, '*');
}

function templateShape(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('');
}

const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

const LOGGER_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
const DOCUMENTATION = /^(description|summary|descriptions|[A-Z_]+_DOC)$/;

/** Words for the code, its operators or the API's reader, never for a person using the app. */
function isForOperators(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (ts.isNewExpression(parent) || ts.isCallExpression(parent)) {
      const name = calleeName(parent);
      const isArgument = parent.arguments?.includes(at as ts.Expression);
      // Internal failures (logged, answered as a bare 500) and log lines.
      const isOwnError = name.endsWith('Error') && name !== 'HttpError';
      if (isArgument && ts.isNewExpression(parent) && isOwnError) return true;
      if (isArgument && LOGGER_METHODS.has(name) && parent.expression.getText().includes('log')) {
        return true;
      }
      // OpenAPI's descriptions.
      if (isArgument && name === 'describe') return true;
    }
    // OpenAPI's and the web manifest's descriptions, and documentation kept in a constant: text
    // written straight into them (a notice's description is a phrase, said to its reader).
    const named = ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent);
    const written = !ts.isCallExpression(at) && !ts.isConditionalExpression(at);
    if (
      named &&
      parent.initializer === at &&
      written &&
      DOCUMENTATION.test(parent.name.getText())
    ) {
      return true;
    }
    if (ts.isTaggedTemplateExpression(parent)) return true;
  }
  return false;
}

/**
 * What a message or a label looks like: a word and a space inside, starting as a sentence does (or
 * with a value) or ending as one does. Header values, CSP and HTML start otherwise.
 */
const looksSaid = (shape: string) =>
  /[A-Za-z]{2,}/.test(shape) && /\S \S/.test(shape) && /^[A-Z*"]|[.!?]$/.test(shape);

export function scanServerTexts(): { said: SourceText[]; allShapes: Set<string> } {
  const said: SourceText[] = [];
  const allShapes = new Set<string>();
  for (const file of globSync(SOURCES, { cwd: process.cwd() }).sort()) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      const isText =
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node);
      if (!isText) return ts.forEachChild(node, visit);
      const parent = node.parent;
      const isCode =
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isLiteralTypeNode(parent) ||
        ts.isExternalModuleReference(parent);
      if (isCode) return;
      const text = ts.isTemplateExpression(node) ? node.getText().slice(1, -1) : node.text;
      const shape = ts.isTemplateExpression(node) ? templateShape(node) : shapeOf(node.text);
      allShapes.add(shape);
      if (!looksSaid(shape) || isForOperators(node)) return;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      said.push({ text, shape, where: `${file}:${line}` });
    };
    visit(source);
  }
  return { said, allShapes };
}
