// The repository's own scripts (test summary, port checks) are plain ESM run by node; jest
// transpiles them with the shared preset, .mjs included, and the benchmarks' .mts helpers.
const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'mts', 'js', 'mjs', 'json'],
  transform: { '^.+\\.(m?j|m?t)s$': Object.values(preset.transform)[0] },
};
