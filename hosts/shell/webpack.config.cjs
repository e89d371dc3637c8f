const { createFederatedAppConfig, createSignInPagesConfig } = require('@care/mf-config');

module.exports = [
  createFederatedAppConfig({ dir: __dirname, name: 'shell', port: 3000, kind: 'host' }),
  createSignInPagesConfig({ dir: __dirname, entry: './src/sign-in/index.tsx' }),
];
