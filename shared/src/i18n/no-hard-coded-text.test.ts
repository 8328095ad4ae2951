/**
 * @jest-environment node
 */
import { RuleTester } from 'eslint';

/** The rule lives with the portal's ESLint rules (eslint/); its workspace-free test lives here. */
const { rules } = require('../../../eslint/no-hard-coded-text.cjs');

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

const hardCoded = (text: string) => ({ messageId: 'hardCoded', data: { text } });

tester.run('no-hard-coded-text', rules['no-hard-coded-text'], {
  valid: [
    "<button>{t('nav.logout')}</button>",
    "<nav aria-label={t('nav.main')} />",
    "<span>({t('role.brand')})</span>",
    "<p>{' '}{count}</p>",
    "<span aria-hidden='true'>{'✓'}</span>",
    '<p>{`${done}/${total}`}</p>',
    "<div className='bell' role='status' lang='bn' />",
  ],
  invalid: [
    { code: '<button>Logout</button>', errors: [hardCoded('Logout')] },
    { code: "<p>{'Loading...'}</p>", errors: [hardCoded('Loading...')] },
    { code: '<p>{`page ${name}`}</p>', errors: [hardCoded('page')] },
    { code: '<nav aria-label="Main" />', errors: [hardCoded('Main')] },
    { code: "<input placeholder={'Search'} />", errors: [hardCoded('Search')] },
    { code: '<img alt="Avatar" src={url} />', errors: [hardCoded('Avatar')] },
    { code: '<Page title="Payments" />', errors: [hardCoded('Payments')] },
    { code: '<p>বাংলা</p>', errors: [hardCoded('বাংলা')] },
    {
      code: '<button aria-label={`Mark as read: ${text}`}>Mark</button>',
      errors: [hardCoded('Mark as read:'), hardCoded('Mark')],
    },
  ],
});
