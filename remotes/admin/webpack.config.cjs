const { createFederatedAppConfig } = require('@care/mf-config');

module.exports = createFederatedAppConfig({
  dir: __dirname,
  name: 'admin',
  port: 3106,
  kind: 'remote',
});
