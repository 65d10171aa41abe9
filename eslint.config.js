// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'net', 'url'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.data',
      '.tools',
      'web/dist',
      'web/src/routeTree.gen.ts',
      'db/migrations',
      'cli/bin.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='unsafe'][callee.object.name!='admin'][callee.object.name!='again']",
          message: 'Raw SQL only in the vetted helpers (ASVS v5 1.2.4).',
        },
      ],
    },
  },
  {
    // domain/ is pure: no I/O, no frameworks, no Node built-ins (STYLE.md habit 1).
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...nodeBuiltins,
            'drizzle-orm*',
            'postgres',
            'hono*',
            '@temporalio/*',
            'react*',
            '../db/*',
            '../../db/*',
            '../api/*',
            '../../api/*',
          ],
        },
      ],
    },
  },
  {
    // Workflow code is replayed: deterministic imports only, activities as types (notes/temporal.md §7).
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...nodeBuiltins,
            'drizzle-orm*',
            'postgres',
            'hono*',
            '@temporalio/client',
            '@temporalio/worker',
            '@temporalio/activity',
            '../db/*',
            '../../db/*',
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
    },
  },
  {
    files: ['**/*.test.ts', 'test/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
