// One jest setup for every workspace project: swc transpiles TypeScript and the
// ESM-only packages (ky, TanStack Table) that jest cannot load untransformed.
const path = require('node:path');

// Package names as patterns; a scoped name sits in pnpm's store as `@scope+name`.
const esmOnly = ['ky', '@tanstack[+/](?:react-table|table-core)'];

/** @param {string} dir @param {{ environment?: 'node' | 'dom', setupFiles?: string[] }} [options] */
module.exports = function preset(dir, options = {}) {
  const dom = options.environment === 'dom';
  return {
    displayName: path.relative(__dirname, dir),
    rootDir: dir,
    testEnvironment: dom ? path.join(__dirname, 'jest.jsdom-env.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')})[@/])`],
    moduleNameMapper: { '\\.(css|svg|png|ico)$': path.join(__dirname, 'jest.asset-stub.cjs') },
    setupFilesAfterEnv: [
      ...(dom ? [path.join(__dirname, 'jest.dom-setup.cjs')] : []),
      ...(options.setupFiles ?? []),
    ],
  };
};
