module.exports = require('../../jest.preset.cjs')(__dirname, {
  environment: 'dom',
  setupFiles: [require.resolve('./src/app/testing/jest-setup.ts')],
});
