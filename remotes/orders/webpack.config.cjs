const { createFederatedAppConfig } = require('@care/mf-config');

module.exports = createFederatedAppConfig({
  dir: __dirname,
  name: 'orders',
  port: 3102,
  kind: 'remote',
  // ./prefetch: the first page's data, fetched by the shell while the sidebar entry is pointed at.
  exposes: { './App': './src/App.tsx', './prefetch': './src/prefetch.ts' },
});
