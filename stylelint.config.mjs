/**
 * Stylesheets (`npm run lint`): the standard rules, and no colour outside the design tokens
 * (shared/src/ui/tokens.css): a stylesheet names a colour only as `var(--color-...)`.
 */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['**/dist/**', '**/dist-types/**', 'e2e/artifacts/**', 'coverage/**'],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      'rgb',
      'rgba',
      'hsl',
      'hsla',
      'hwb',
      'lab',
      'lch',
      'oklab',
      'oklch',
    ],
  },
  overrides: [
    {
      files: ['shared/src/ui/tokens.css'],
      rules: { 'color-no-hex': null, 'function-disallowed-list': null },
    },
  ],
};
