const { createFederatedAppConfig } = require('@care/mf-config');

module.exports = createFederatedAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  kind: 'host',
});
