// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { kebabCaseFiles } from './scripts/lint/kebab-case-files.js';
import { featureImports } from './scripts/lint/feature-imports.js';
import { layerImports } from './scripts/lint/layer-imports.js';

const nodeBuiltins = {
  group: ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'net', 'url'],
  message: 'No Node built-ins here.',
};

/** Every top-level folder of the project that code lives in. */
const ALL_LAYERS = [
  'db',
  'api',
  'activities',
  'services',
  'workflows',
  'platform',
  'web',
  'cli',
  'worker',
  'scripts',
  'test',
];

/** Packages this folder may not use, with why. */
function banned(message, ...group) {
  return { group, message };
}

/**
 * Wholesale never imports p2p (issue 20, "P2P is a kind of seller"): p2p code may import the
 * wholesale areas, and supplies what differs for its kind from its own folders.
 */
const noP2p = banned(
  'Wholesale code never imports p2p code: the p2p seller kind supplies what differs from its own folders.',
  '**/p2p/**',
  '**/p2p',
  '**/p2p-*',
);

/** The wholesale areas of the server, in every layer they span. */
const WHOLESALE_AREAS = ['checkout', 'orders', 'cart', 'shipping', 'products', 'catalog'];
const wholesaleFiles = (...layers) =>
  layers.flatMap((layer) =>
    WHOLESALE_AREAS.flatMap((area) => [`${layer}/${area}/**/*.{ts,tsx}`, `${layer}/${area}.ts`]),
  );

const domainBans = [
  nodeBuiltins,
  banned(
    'domain/ is pure: no I/O and no frameworks.',
    'drizzle-orm*',
    'postgres',
    'hono*',
    '@hono/*',
    '@temporalio/*',
    'react*',
  ),
];
const workflowBans = [
  nodeBuiltins,
  banned(
    'Workflow code is replayed: deterministic imports only.',
    'drizzle-orm*',
    'postgres',
    'hono*',
    '@temporalio/client',
    '@temporalio/worker',
    '@temporalio/activity',
  ),
];

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
      'api/contract/openapi.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      house: {
        rules: {
          'kebab-case-files': kebabCaseFiles,
          'layer-imports': layerImports,
          'feature-imports': featureImports,
        },
      },
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
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'house/kebab-case-files': 'error',
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
    // domain/ is pure: no I/O, no frameworks, no Node built-ins, nothing of ours (STYLE habit 1).
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: domainBans }],
      'house/layer-imports': ['error', { forbid: ALL_LAYERS }],
    },
  },
  {
    // Workflow code is replayed: deterministic imports only, activities as types (notes/temporal.md §7).
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: workflowBans }],
      'house/layer-imports': [
        'error',
        { forbid: ['db', 'api', 'services', 'platform', 'web', 'cli', 'worker'], typesOnly: ['activities'] },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
    },
  },
  {
    // The rest of the floor plan (STYLE habit 2): each layer imports only the layers below it.
    files: ['activities/**/*.ts'],
    rules: {
      'house/layer-imports': [
        'error',
        { forbid: ['api', 'services', 'web', 'cli', 'worker'], typesOnly: ['workflows'] },
      ],
    },
  },
  {
    // services/: what the API does that is not a worker's activity (checkout's steps, the cart, the
    // offers the API sends). It may use activities/ code, never the API above it; workflows as messages.
    files: ['services/**/*.ts'],
    rules: {
      'house/layer-imports': [
        'error',
        { forbid: ['api', 'web', 'cli', 'worker'], only: { workflows: ['messages.ts'] } },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      'house/layer-imports': [
        'error',
        { forbid: ['activities', 'services', 'api', 'workflows', 'web', 'cli', 'worker'] },
      ],
    },
  },
  {
    // platform/ serves the API, the worker and activities: the Temporal client, real-time publishing, env.
    files: ['platform/**/*.ts'],
    rules: {
      'house/layer-imports': [
        'error',
        {
          forbid: ['activities', 'services', 'api', 'web', 'cli', 'worker'],
          only: { workflows: ['messages.ts'] },
        },
      ],
    },
  },
  {
    // The seam: api/ sees a workflow area only through its messages.ts, and reaches Temporal through
    // platform/temporal/<area>.ts.
    files: ['api/**/*.ts'],
    rules: {
      'house/layer-imports': [
        'error',
        { forbid: ['web', 'cli', 'worker'], only: { workflows: ['messages.ts'] } },
      ],
    },
  },
  {
    // The web app: domain rules and the API contract's types, nothing that runs on the server.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [nodeBuiltins] }],
      'house/layer-imports': [
        'error',
        {
          forbid: [
            'db',
            'activities',
            'services',
            'workflows',
            'platform',
            'cli',
            'worker',
            'scripts',
            'test',
          ],
          typesOnly: ['api'],
        },
      ],
    },
  },
  {
    // Feature folders meet through their index.ts (issue 20).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'house/feature-imports': 'error' },
  },
  {
    // The CLI talks to the API over HTTP: its types from the contract, none of the server's code.
    // Operator commands run on a server host reach db/ (`db migrate`) and, for the file store,
    // services/files/migrate-files.ts alone (`files migrate --to s3`).
    files: ['cli/**/*.ts'],
    rules: {
      'house/layer-imports': [
        'error',
        {
          forbid: ['activities', 'workflows', 'web', 'worker'],
          typesOnly: ['api'],
          only: { services: ['migrate-files.ts'] },
        },
      ],
    },
  },
  // Wholesale never imports p2p. A later block's no-restricted-imports replaces an earlier one's,
  // so each layer's own bans are repeated with the p2p ban added.
  {
    files: wholesaleFiles('domain'),
    rules: { 'no-restricted-imports': ['error', { patterns: [...domainBans, noP2p] }] },
  },
  {
    files: wholesaleFiles('workflows'),
    rules: { 'no-restricted-imports': ['error', { patterns: [...workflowBans, noP2p] }] },
  },
  {
    files: wholesaleFiles('web/src/features'),
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeBuiltins, noP2p] }] },
  },
  {
    files: wholesaleFiles('db/queries', 'activities', 'services', 'api/routes'),
    rules: { 'no-restricted-imports': ['error', { patterns: [noP2p] }] },
  },
  {
    files: ['**/*.test.ts', 'test/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Web routes are named by the URLs the spec gives; generated files by their generator.
    files: ['web/src/routes/**', '**/*.gen.ts'],
    rules: { 'house/kebab-case-files': 'off', 'max-lines': 'off' },
  },
  {
    files: ['eslint.config.js', 'scripts/lint/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
