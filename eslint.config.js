import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      '.storybook/public',
      'test/consumer/app/dist',
      '**/node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Server data renders as text, never as HTML: every way to parse a string as markup is out.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server data as text: dangerouslySetInnerHTML is not allowed.',
        },
        {
          // createElement(type, { dangerouslySetInnerHTML }) and spread props objects.
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'Render server data as text: dangerouslySetInnerHTML is not allowed.',
        },
        {
          // Writing is the sink; reading markup back (a test's diagnostic) parses nothing.
          selector:
            'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Render server data as text: innerHTML and outerHTML are not allowed.',
        },
        {
          selector:
            'AssignmentExpression > MemberExpression.left[computed=true][property.value=/^(innerHTML|outerHTML)$/]',
          message: 'Render server data as text: innerHTML and outerHTML are not allowed.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Render server data as text: insertAdjacentHTML is not allowed.',
        },
        {
          selector: "CallExpression[callee.property.name='createContextualFragment']",
          message: 'Render server data as text: createContextualFragment is not allowed.',
        },
        {
          selector:
            "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
          message: 'Render server data as text: document.write is not allowed.',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/mocks/server/**', '.ci/**', 'test/node/**', 'test/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
