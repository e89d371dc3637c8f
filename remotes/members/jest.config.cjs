const preset = require('../../jest.preset.cjs')(__dirname, {
  environment: 'dom',
  setupFiles: [require.resolve('@care/testing/jest-setup')],
});

module.exports = {
  ...preset,
  // The browser build of csv-parse is an ES module bundling its own Buffer; under jest the
  // package's CommonJS build is the same parser.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^csv-parse/browser/esm/sync$': 'csv-parse/sync',
  },
};
