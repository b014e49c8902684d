import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const adminFeatures = readdirSync(new URL('apps/web/app/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'apps/web/build-*/**',
      '**/.react-router/**',
      'data/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: false },
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        fetch: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        Headers: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // CommonJS configuration files (dependency-cruiser's).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  {
    // The classic Rules of Hooks and effect dependencies on the web app.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The order core stays in small named pieces (issue 20): no function over 150 lines.
    files: ['apps/api/src/modules/orders/**/*.ts', 'apps/api/src/modules/checkout/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    // The domain is shared by both apps and imports nothing from them.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@shop/api', '@shop/web'],
              message: 'El dominio no importa nada de las apps.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes are thin: they call services, never a repo.
    files: ['apps/api/src/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./repo.js', '../*/repo.js'],
              message: 'Una ruta llama a servicios, no a repos.',
            },
          ],
        },
      ],
    },
  },
  {
    // Storefront code never imports the admin screens.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/app/components/admin/**',
      'apps/web/app/routes/admin/**',
      'apps/web/app/lib/admin/**',
      'apps/web/app/features/**',
      'apps/web/app/routes.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/admin/**', '**/admin', '**/features/**', '**/features'],
              message: 'La tienda no importa código del admin.',
            },
          ],
        },
      ],
    },
  },
  {
    // The admin's shared pieces serve every feature, so they never reach into one (decision 0038).
    files: ['apps/web/app/components/admin/**/*.{ts,tsx}', 'apps/web/app/lib/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**', '**/routes/**'],
              message: 'Lo compartido del admin no importa features ni rutas.',
            },
          ],
        },
      ],
    },
  },
  // Admin features never import each other (decision 0038): what two features share lives in
  // components/admin or lib/admin, and a route composes features.
  ...adminFeatures.map((feature) => ({
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: adminFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                  `../${other}`,
                  `../${other}/**`,
                  `../../${other}`,
                  `../../${other}/**`,
                ]),
              message:
                'Un feature del admin no importa otro: lo compartido va a components/admin o lib/admin.',
            },
          ],
        },
      ],
    },
  })),
);
