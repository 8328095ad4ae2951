/**
 * @jest-environment node
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { parser } from 'typescript-eslint';

/** The rule lives with the portal's ESLint rules (eslint/); its workspace-free test lives here. */
const { rules } = require('../../eslint/import-boundaries.cjs');

const ROOT = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(ROOT, file);

const tester = new RuleTester({
  languageOptions: { parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const NO_FETCHING = /shared holds no component that fetches or changes data/;

tester.run(
  'import-boundaries: shared fetches nothing in its components and kit',
  rules['import-boundaries'],
  {
    valid: [
      // A data hook is the kernel's, beside the other hooks.
      {
        code: "import { useQuery } from '@tanstack/react-query';",
        filename: at('shared/src/api/campaigns.ts'),
      },
      // A kit piece may name the data's types, and use what formats and explains it.
      {
        code: "import type { KeysetList } from '../data/keyset-pages';",
        filename: at('shared/src/ui/load-more.tsx'),
      },
      {
        code: "import { serverErrorSentence } from '../data/api-error';",
        filename: at('shared/src/ui/resend-verification.tsx'),
      },
      // A feature loads its data with a hook and hands it to the kit's view.
      {
        code: "import { useCampaign } from '@portal/shared/api/campaigns';",
        filename: at('mfe-brand/src/features/applications/components/campaign-applications.tsx'),
      },
      // Tests and the test harness may set up the cache.
      {
        code: "import { QueryClient } from '@tanstack/react-query';",
        filename: at('shared/src/testing/render-page.tsx'),
      },
    ],
    invalid: [
      {
        code: "import { useCampaign } from '../api/campaigns';",
        filename: at('shared/src/ui/campaign-detail.tsx'),
        errors: [{ message: NO_FETCHING }],
      },
      {
        code: "import { useCampaign } from '@portal/shared/api/campaigns';",
        filename: at('shared/src/ui/campaign-detail.tsx'),
        errors: [{ message: NO_FETCHING }],
      },
      {
        code: "import { useMutation } from '@tanstack/react-query';",
        filename: at('shared/src/ui/resend-verification.tsx'),
        errors: [{ message: NO_FETCHING }],
      },
      {
        code: "import { getParsed } from '../data/request';",
        filename: at('shared/src/ui/breakpoints.ts'),
        errors: [{ message: NO_FETCHING }],
      },
      // A component anywhere in shared, not only in the kit.
      {
        code: "import { useUnreadMessageCount } from './api/messages';",
        filename: at('shared/src/unread-badge.tsx'),
        errors: [{ message: NO_FETCHING }],
      },
    ],
  },
);

tester.run(
  'import-boundaries: a feature never imports another feature',
  rules['import-boundaries'],
  {
    valid: [
      {
        code: "import { ApplicationsList } from './applications-list';",
        filename: at('mfe-brand/src/features/applications/components/campaign-applications.tsx'),
      },
    ],
    invalid: [
      {
        code: "import { PayOffer } from '../../payments/components/pay-offer';",
        filename: at('mfe-brand/src/features/dashboard/components/brand-dashboard.tsx'),
        errors: [
          {
            message:
              /What both show goes to the UI kit as a piece that takes props \(@portal\/shared\/ui\/\.\.\.\), the data both read to a data hook \(@portal\/shared\/api\/\.\.\.\), and a whole feature to the one remote that owns it\./,
          },
        ],
      },
    ],
  },
);
