module.exports = require('../../jest.preset.cjs')(__dirname, {
  environment: 'dom',
  setupFiles: [require.resolve('@care/testing/jest-setup')],
});
