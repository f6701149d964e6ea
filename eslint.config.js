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
      'test/hosts/vite-app/app/dist',
      // A host app built in place (npm install && next build in its folder).
      'test/hosts/*/.next',
      'test/hosts/*/next-env.d.ts',
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
        // React 18.3 hosts (the package's peer range): two React 19-only ways of writing JSX.
        {
          selector: "JSXOpeningElement[name.type='JSXIdentifier'][name.name=/Context$/]",
          message: 'React 19 only: <SomeContext> as a provider; write <SomeContext.Provider>.',
        },
        {
          // React 18 takes `ref` off a function component's props: name it (inputRef) instead.
          selector: "TSPropertySignature[key.name='ref']",
          message: 'React 19 only: `ref` as a function component prop; use another name.',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The package declares React ^18.3 || ^19: its code may use only what React 18.3 has (the
    // consumer check runs a React 18.3 host; these names are what 19.x exports and 18.3 does not).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: 'react',
          importNames: [
            'use',
            'useActionState',
            'useOptimistic',
            'useEffectEvent',
            'Activity',
            'ViewTransition',
            'addTransitionType',
            'cache',
            'cacheSignal',
          ],
          message:
            'React 19 only: the package supports React 18.3 (useEffectEvent → useLatestCallback).',
        },
        {
          name: 'react',
          importNames: ['useLayoutEffect'],
          message:
            'React 18 warns on the server for every useLayoutEffect: use src/shared/useClientLayoutEffect.',
        },
        {
          name: 'react-dom',
          importNames: [
            'preload',
            'preloadModule',
            'preinit',
            'preinitModule',
            'preconnect',
            'prefetchDNS',
            'useFormStatus',
            'useFormState',
            'requestFormReset',
          ],
          message: 'React 19 only: the package supports React 18.3.',
        },
        { name: 'react-dom/static', message: 'React 19 only: the package supports React 18.3.' },
        {
          name: 'react/compiler-runtime',
          message: 'React 19 only: the package supports React 18.3.',
        },
      ],
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useClientLayoutEffect$' }],
    },
  },
  {
    files: ['src/mocks/server/**', '.ci/**', 'test/node/**', 'test/bench/**', 'test/hosts/**'],
    rules: { 'no-console': 'off' },
  },
);
