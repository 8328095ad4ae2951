/**
 * Comments cite the repository's own `docs/` (see docs/architecture.md), never a document outside
 * it: a numbered section sign after the words spec or design, or the word issue before a number,
 * points at a text a reader of this repository does not have (OUTSIDE_CITATION).
 */
const OUTSIDE_CITATION = /\b(?:spec|design)\b[^\n§]{0,12}§\s*\d+|\bissues?\s+#?\d+\b/i;

const MESSAGE =
  'This comment cites "{{citation}}", a document outside the repository: cite the docs/ file that explains it.';

const rule = {
  meta: { type: 'problem', schema: [], messages: { outside: MESSAGE } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = OUTSIDE_CITATION.exec(comment.value);
          if (found) {
            context.report({
              loc: comment.loc,
              messageId: 'outside',
              data: { citation: found[0] },
            });
          }
        }
      },
    };
  },
};

module.exports = { rules: { 'cite-docs': rule } };
