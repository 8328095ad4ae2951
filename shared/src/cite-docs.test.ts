/**
 * @jest-environment node
 */
import { RuleTester } from 'eslint';

/** The rule lives with the portal's ESLint rules (eslint/); its workspace-free test lives here. */
const { rules } = require('../../eslint/cite-docs.cjs');

const tester = new RuleTester();

/** Built from parts, so this file itself cites nothing outside the repository. */
const SECTION = '§';
const ISSUE = 'issue';

tester.run('cite-docs', rules['cite-docs'], {
  valid: [
    '// The fee is rounded half up (docs/money.md).',
    '/** Paging as docs/api-conventions.md says. */ const a = 1;',
    `const text = 'Spec ${SECTION}4 in a string is not a comment';`,
    '// The design of the ledger: double entry.',
    '// Five issues of a magazine.',
  ],
  invalid: [
    { code: `// Spec ${SECTION}4: pending yellow.`, errors: [{ messageId: 'outside' }] },
    {
      code: `/** design ${SECTION}12 asks for checkout. */ const a = 1;`,
      errors: [{ messageId: 'outside' }],
    },
    { code: `// the design's ${SECTION}11`, errors: [{ messageId: 'outside' }] },
    { code: `// Fixed in ${ISSUE} 39.`, errors: [{ messageId: 'outside' }] },
    { code: `// see ${ISSUE} #7`, errors: [{ messageId: 'outside' }] },
  ],
});
