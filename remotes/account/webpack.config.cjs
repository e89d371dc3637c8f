const { createFederatedAppConfig } = require('@care/mf-config');

module.exports = createFederatedAppConfig({
  dir: __dirname,
  name: 'account',
  port: 3107,
  kind: 'remote',
});
