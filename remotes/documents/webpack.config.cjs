const { createFederatedAppConfig } = require('@care/mf-config');

module.exports = createFederatedAppConfig({
  dir: __dirname,
  name: 'documents',
  port: 3104,
  kind: 'remote',
});
