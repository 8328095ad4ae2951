/**
 * @jest-environment node
 */
import { RuleTester } from 'eslint';

/** The rule lives with the portal's ESLint rules (eslint/); its workspace-free test lives here. */
const { rules } = require('../../eslint/cite-docs.cjs');

const tester = new RuleTester();

tester.run('cite-docs', rules['cite-docs'], {
  valid: [
    '// The fee is rounded half up (docs/money.md).',
    '/** Paging as docs/api-conventions.md says. */ const a = 1;',
    "const text = 'Spec §4 in a string is not a comment';",
    '// The design of the ledger: double entry.',
    '// Five issues of a magazine.',
  ],
  invalid: [
    { code: '// Spec §4: pending yellow.', errors: [{ messageId: 'outside' }] },
    {
      code: '/** design §12 asks for checkout. */ const a = 1;',
      errors: [{ messageId: 'outside' }],
    },
    { code: "// the design's §11", errors: [{ messageId: 'outside' }] },
    { code: '// Fixed in issue 39.', errors: [{ messageId: 'outside' }] },
    { code: '// see issue #7', errors: [{ messageId: 'outside' }] },
  ],
});
