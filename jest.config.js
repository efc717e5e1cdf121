// Unit and component tests of the frontend packages. The API has its own runner (npm run test:api).
// The apps come from the registry (apps.json).
const { apps } = require('./apps.json');

const FRONTEND = ['shared-ui', 'shared-a11y', ...apps.map((app) => app.dir)];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  projects: FRONTEND.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: '<rootDir>/../jest/environment.js',
    setupFilesAfterEnv: ['<rootDir>/../jest/setup.js'],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    // ky ships only ESM.
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    // Static assets imported by components (images, css) are not under test.
    moduleNameMapper: { '\\.(css|svg|png|jpe?g|webp|gif)$': '<rootDir>/../jest/file-stub.js' },
  })),
  passWithNoTests: true,
};
