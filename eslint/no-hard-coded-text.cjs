/**
 * No hard-coded user-visible text in JSX (see docs/i18n.md): a text a user reads comes from the
 * workspace's messages (`locales/en.json` and `locales/bn.json`) through `t()`, so it shows in the
 * reader's language. Reported: JSX text and string children with a letter in them, and string
 * values of the attributes a user reads or hears. Text without letters (punctuation, `{' '}`,
 * `✓`) is not a message.
 */
const LETTER = /\p{L}/u;

/** Attributes whose value a user reads or a screen reader says. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

const MESSAGE =
  'Hard-coded text "{{text}}": put it in the locales/en.json and bn.json of this workspace and show it with t().';

/** The text of a string literal or a template's fixed parts, or null for any other expression. */
function literalText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((part) => part.value.cooked).join('');
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { hardCoded: MESSAGE } },
  create(context) {
    function reportIfText(node, text) {
      if (text === null || !LETTER.test(text)) return;
      context.report({ node, messageId: 'hardCoded', data: { text: text.trim() } });
    }
    return {
      JSXText(node) {
        reportIfText(node, node.value);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent.type;
        if (parent !== 'JSXElement' && parent !== 'JSXFragment') return;
        reportIfText(node, literalText(node.expression));
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !TEXT_ATTRIBUTES.has(node.name.name)) return;
        const { value } = node;
        if (!value) return;
        const expression = value.type === 'JSXExpressionContainer' ? value.expression : value;
        reportIfText(value, literalText(expression));
      },
    };
  },
};

module.exports = { rules: { 'no-hard-coded-text': rule } };
