/** @type {import('jest').Config} */
const esmDeps = ['@redux-devtools', 'nanoid', 'msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'tough-cookie', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process', '@bundled-es-modules'];

const web = {
  displayName: 'web',
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/test/env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmDeps.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  clearMocks: true,
  restoreMocks: true,
};

/**
 * The API service's tests (service/test): Node, native ES modules (jose, PGlite and the service are ESM;
 * `npm run test:unit` runs Jest with --experimental-vm-modules), an in-memory PGlite per file.
 */
const service = {
  displayName: 'service',
  testEnvironment: 'node',
  roots: ['<rootDir>/service'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  transformIgnorePatterns: ['/node_modules/'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [web, service],
  // A hang guard, not a speed assertion: the first render of a lazy portal chunk under jsdom can take several
  // seconds on a loaded 2-core machine (measured: 5–9 s with other builds running); a first PGlite open, 4 s.
  testTimeout: 60_000,
};
