// Flat ESLint config for the whole repository. The import rules encode the architecture:
// remotes never import each other or the shell, shared-* never import an app, the API only
// imports shared-api, and Chakra / emotion / React Router are reached only through shared-ui.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The apps come from the registry (apps.json); the shared packages are not apps.
const apps = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8')).apps.map((app) => app.dir);
const frontEnd = [...apps, 'shared-ui', 'shared-a11y', 'shared-api'];
const frontEndSources = frontEnd.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`);

// Packages that only the shared-ui facade may import (their contexts must be one at run time).
const facadeOnly = {
  patterns: [
    { group: ['@chakra-ui/*', '@emotion/*'], message: 'Usa los componentes de @sello/shared-ui (la fachada compartida).' },
    { group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'], message: 'Usa la navegación de @sello/shared-ui.' },
  ],
};

/** One zone per app: it may not reach into any other app's folder (or package). */
const appZones = apps.map((app) => ({
  target: `./${app}/src`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Un remoto nunca importa otro remoto ni el shell: se encuentran solo por URL y paquetes compartidos.',
}));
const sharedZones = ['shared-ui', 'shared-a11y', 'shared-api'].map((pkg) => ({
  target: `./${pkg}/src`,
  from: apps.map((app) => `./${app}`),
  message: 'Los paquetes shared-* nunca importan una aplicación.',
}));

const appPackageNames = apps.map((app) => `@sello/${app}`);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench-results/**', 'coverage/**', '**/test-results/**', 'api/drizzle/**', '.cache/**', 'e2e/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: frontEndSources,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX, 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...sharedZones] }],
      'no-restricted-imports': ['error', {
        ...facadeOnly,
        paths: appPackageNames.map((name) => ({ name, message: 'Las aplicaciones no se importan entre sí.' })),
      }],
      // The spec's "tab order starts at 1" is replaced by document order (docs/deviations.md).
      'jsx-a11y/tabindex-no-positive': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The facade itself is where Chakra, emotion and the router are allowed.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: appPackageNames.map((name) => ({ name, message: 'shared-ui no importa aplicaciones.' })) }],
    },
  },
  {
    files: ['api/**/*.{ts,mts,js,mjs}'],
    rules: {
      // The API sanitises file names and text, which legitimately matches control characters.
      'no-control-regex': 'off',
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@sello/*', '!@sello/shared-api', '!@sello/shared-api/*'], message: 'La API solo importa @sello/shared-api.' },
          ...facadeOnly.patterns,
        ],
      }],
    },
  },
  {
    files: ['**/__tests__/**/*.{ts,tsx}', '**/*.test.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['e2e/**/*.mjs', 'scripts/**/*.mjs', '*.mjs', '*.js', 'jest/**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
