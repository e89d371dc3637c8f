const { createFederatedAppConfig } = require('@care/mf-config');

module.exports = createFederatedAppConfig({
  dir: __dirname,
  name: 'outposts',
  port: 3105,
  kind: 'remote',
});
