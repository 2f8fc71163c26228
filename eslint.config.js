import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Architecture, enforced (docs/architecture.md "Import rules"). eslint-plugin-boundaries classifies every file by
 * its folder and checks each import against the policies below: anything not allowed is an error, so a new folder
 * needs a line here before it can be imported. Features are found from the folders (captured `name`), not listed.
 */
const elements = [
  { type: 'contract', pattern: 'packages/contract' },
  { type: 'engine', pattern: 'packages/engine' },
  { type: 'fn-http', pattern: 'functions/src/http' },
  { type: 'fn-middleware', pattern: 'functions/src/middleware' },
  { type: 'fn-payments', pattern: 'functions/src/payments' },
  { type: 'fn-data', pattern: 'functions/src/data' },
  { type: 'fn-test-support', pattern: 'functions/src/test-support' },
  { type: 'fn-wiring', pattern: 'functions/src' },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['name'] },
  { type: 'web-components', pattern: 'web/src/components' },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web-root', pattern: 'web/src' },
  { type: 'web-e2e', pattern: 'web/e2e' },
  { type: 'scripts', pattern: 'scripts' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const allow = (from, ...types) => ({ from: { element: { type: from } }, allow: to(...types) });
const SERVER_ONLY = ['firebase-admin', 'firebase-functions', 'express', 'stripe'];
const SHARED = ['contract', 'engine'];

const policies = [
  // Registry packages and Node built-ins are allowed unless a later policy says otherwise (last match wins).
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  // Layers, lowest first; a folder imports only folders below it, so folder cycles cannot form.
  allow('contract', 'contract'),
  allow('engine', 'engine', 'contract'),
  allow('fn-data', 'fn-data', ...SHARED),
  allow('fn-payments', 'fn-payments', 'fn-data', 'fn-wiring', ...SHARED),
  allow('fn-middleware', 'fn-middleware', 'fn-data', ...SHARED),
  allow('fn-http', 'fn-http', 'fn-middleware', 'fn-payments', 'fn-data', 'fn-wiring', ...SHARED),
  allow('fn-wiring', 'fn-wiring', 'fn-http', 'fn-middleware', 'fn-payments', 'fn-data', ...SHARED),
  allow('fn-test-support', 'fn-test-support', 'fn-data', ...SHARED),
  // Web imports the contract, never the engine or the functions.
  allow('web-lib', 'web-lib', 'contract'),
  allow('web-components', 'web-components', 'web-lib', 'contract'),
  allow('web-feature', 'web-components', 'web-lib', 'contract'),
  // A feature reaches its own files only: the same captured folder name.
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', captured: { name: '{{ from.element.captured.name }}' } } } },
  },
  allow('web-app', 'web-app', 'web-feature', 'web-components', 'web-lib', 'contract'),
  allow('web-root', 'web-root', 'web-app', 'web-lib', 'contract'),
  allow('web-e2e', 'web-e2e', 'fn-test-support', 'engine', 'contract'),
  allow('scripts', 'scripts', 'fn-data', 'fn-wiring', 'fn-test-support', 'web-e2e', ...SHARED),
  // Test files may use the test support of their own side.
  { from: { file: { categories: 'test' } }, allow: to('fn-test-support', 'engine') },
  // The engine and contract stay pure: no Firebase, Express or Stripe.
  {
    from: { element: { types: { anyOf: SHARED } } },
    disallow: { to: { module: { origin: 'external', source: SERVER_ONLY } } },
  },
  // Web reaches none of the server packages, nor the engine through its workspace name.
  {
    from: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-components', 'web-lib', 'web-root'] } } },
    disallow: { to: { module: { origin: 'external', source: [...SERVER_ONLY, '@cvmate/engine'] } } },
  },
  // Only repositories (functions/src/data) touch Firestore.
  {
    from: { element: { type: '!fn-data' } },
    disallow: { to: { module: { origin: 'external', source: 'firebase-admin', internalPath: 'firestore' } } },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'functions/lib/**', '.cvmate/**', '**/*.local.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['web/src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat['recommended-latest'].rules,
  },
  {
    files: [
      'packages/**/*.ts',
      'functions/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'web/e2e/**/*.ts',
      'scripts/**/*.{ts,mjs}',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.{test,api.test,spec}.{ts,tsx}' }],
      'boundaries/include': ['packages/**', 'functions/src/**', 'web/src/**', 'web/e2e/**', 'scripts/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies }],
    },
  },
);
