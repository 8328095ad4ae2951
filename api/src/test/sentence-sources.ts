import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The folders whose sentences reach a user: the API's, and the contract's schema messages. */
const ROOTS = [
  join(__dirname, '..'),
  join(__dirname, '..', '..', '..', 'shared', 'src', 'contract'),
];
const REPOSITORY = join(__dirname, '..', '..', '..');

/** The helpers whose arguments are the sentence of an error answer (api/src/http/errors.ts). */
const ERROR_HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'unprocessable',
  'tooManyRequests',
  'HttpError',
]);
/** Properties and parameters that hold the sentence of an error: zod's and the error bodies'. */
const SENTENCE_NAMES = new Set(['message', 'error']);

/** A sentence found in the sources: its text, or for a template one instance of it (values 7). */
export interface SourceSentence {
  file: string;
  text: string;
}

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
      // Test helpers, demo data and log lines say nothing to a user; the gateway simulator
      // speaks bKash's protocol and page in the gateway's words (docs/payment-gateways.md).
      .filter(
        (path) =>
          !/^(test|seed|gateways\/simulator)\//.test(path) && path !== join('http', 'logging.ts'),
      )
      .map((path) => join(root, path)),
  );
}

/** What a function's body returns (not its inner functions'). */
function returnedBy(body: ts.Block): ts.Expression[] {
  const returned: ts.Expression[] = [];
  const visitReturns = (inner: ts.Node): void => {
    if (ts.isReturnStatement(inner) && inner.expression) returned.push(inner.expression);
    if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, visitReturns);
  };
  ts.forEachChild(body, visitReturns);
  return returned;
}

/** Looks like a sentence to a reader: a capital letter first, and a space in it. */
const SENTENCE_SHAPE = /^[A-Z][^]* [^]*$/;

/**
 * Every sentence of an error answer in the API's sources and the contract's schemas: the string
 * literals and templates passed to the error helpers (or held by the constants passed to them),
 * the `message`/`error` properties and parameters of schemas and error bodies, and, in the
 * contract, the sentence-shaped arguments of schema calls (`.max(200, 'Title is …')`).
 */
export function sentencesInSources(): SourceSentence[] {
  const files = sourceFiles().map((path) =>
    ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  // Constants by name, across the files: what an identifier argument stands for.
  const constants = new Map<string, ts.Expression[]>();
  const functions = new Map<string, ts.Expression[]>();
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const list = constants.get(node.name.text) ?? [];
        list.push(node.initializer);
        constants.set(node.name.text, list);
      }
      // `problem = USERNAME_TAKEN`: a variable holding one of several sentences.
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isIdentifier(node.left)
      ) {
        const list = constants.get(node.left.text) ?? [];
        list.push(node.right);
        constants.set(node.left.text, list);
      }
      // A function that writes a sentence: what it returns.
      if (ts.isFunctionDeclaration(node) && node.name !== undefined && node.body !== undefined) {
        functions.set(node.name.text, returnedBy(node.body));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const found: SourceSentence[] = [];
  for (const file of files) {
    const name = relative(REPOSITORY, file.fileName);
    const inContract = name.startsWith('shared/');
    const texts = (expression: ts.Expression, seen = new Set<ts.Node>()): string[] => {
      if (seen.has(expression)) return [];
      seen.add(expression);
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
        return [expression.text];
      }
      if (ts.isTemplateExpression(expression)) {
        return [
          expression.head.text +
            expression.templateSpans.map((span) => `7${span.literal.text}`).join(''),
        ];
      }
      if (ts.isParenthesizedExpression(expression)) return texts(expression.expression, seen);
      // `SENTENCES[status]`: any of the record's sentences.
      if (ts.isElementAccessExpression(expression)) return texts(expression.expression, seen);
      if (ts.isConditionalExpression(expression)) {
        return [...texts(expression.whenTrue, seen), ...texts(expression.whenFalse, seen)];
      }
      if (ts.isIdentifier(expression)) {
        return (constants.get(expression.text) ?? []).flatMap((value) => texts(value, seen));
      }
      if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
        return (functions.get(expression.expression.text) ?? []).flatMap((value) =>
          texts(value, seen),
        );
      }
      if (
        ts.isBinaryExpression(expression) &&
        expression.operatorToken.kind === ts.SyntaxKind.PlusToken
      ) {
        const right = texts(expression.right, seen);
        return texts(expression.left, seen).flatMap((left) => right.map((end) => left + end));
      }
      if (ts.isArrayLiteralExpression(expression)) {
        return expression.elements.flatMap((element) => texts(element, seen));
      }
      if (ts.isObjectLiteralExpression(expression)) {
        return expression.properties.flatMap((property) =>
          ts.isPropertyAssignment(property) || ts.isSpreadAssignment(property)
            ? texts(
                ts.isPropertyAssignment(property) ? property.initializer : property.expression,
                seen,
              )
            : [],
        );
      }
      return [];
    };
    // A path such as '/settings/security' is the link of an error, not words.
    const add = (expression: ts.Expression) => {
      for (const text of texts(expression)) {
        if (!text.startsWith('/')) found.push({ file: name, text });
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const calleeName = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const args = node.arguments ?? [];
        if (ERROR_HELPERS.has(calleeName)) args.forEach(add);
        else if (inContract) {
          for (const arg of args) {
            for (const text of texts(arg)) {
              if (SENTENCE_SHAPE.test(text) && !ts.isObjectLiteralExpression(arg)) {
                found.push({ file: name, text });
              }
            }
          }
        }
      }
      // `notFound: WITHDRAWAL_NOT_FOUND`, `conflict: (row) => …`: the sentence of the answer a
      // property is named after, or what its function returns (api/src/decisions/decide-pending.ts).
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        ERROR_HELPERS.has(node.name.text)
      ) {
        const value = node.initializer;
        if (!ts.isArrowFunction(value)) add(value);
        else if (ts.isBlock(value.body)) returnedBy(value.body).forEach(add);
        else add(value.body);
      }
      if (
        (ts.isPropertyAssignment(node) || ts.isParameter(node)) &&
        ts.isIdentifier(node.name) &&
        SENTENCE_NAMES.has(node.name.text)
      ) {
        const value = ts.isPropertyAssignment(node) ? node.initializer : node.initializer;
        if (value !== undefined) {
          for (const text of texts(value)) {
            if (SENTENCE_SHAPE.test(text)) found.push({ file: name, text });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
