/** @type {import('jest').Config} */
const esmDeps = ['@redux-devtools', 'nanoid', 'msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'tough-cookie', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process', '@bundled-es-modules'];

module.exports = {
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
  testTimeout: 30000,
  clearMocks: true,
  restoreMocks: true,
  // A hang guard, not a speed assertion: the first render of a lazy portal chunk under jsdom can take several
  // seconds on a loaded 2-core machine (measured: 5–9 s with other builds running).
  testTimeout: 30_000,
};
