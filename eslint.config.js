import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const FEATURES = [
  'auth',
  'landing',
  'info-pages',
  'hub',
  'cv-analysis',
  'job-matching',
  'rewrite',
  'gov-helper',
  'premium',
  'feedback',
  'support',
  'account',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.cvmate/**', '**/*.local.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // No imports between web features: a feature reaches only its own files and the shared lib/components.
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[^./]',
              message: 'Features must not import from other features; compose them in web/src/app.',
            },
            { regex: `features/(${FEATURES.join('|')})/`, message: 'Features must not import from other features.' },
          ],
        },
      ],
    },
  },
  // The engine is pure domain: no Firebase, Express or Stripe.
  {
    files: ['packages/engine/**/*.ts', 'packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(firebase|firebase-admin|firebase-functions|express|stripe)(/|$)',
              message: 'The engine and contract stay free of Firebase, Express and Stripe.',
            },
          ],
        },
      ],
    },
  },
);
