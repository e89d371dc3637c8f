// The dev server answers /config.json like the production server does, from
// the same defaults (packages/serve), so `webpack serve` needs no other process.
const { require: requireTypeScript } = require('tsx/cjs/api');

function devRuntimeConfigMiddleware() {
  return {
    name: 'care-runtime-config',
    path: '/config.json',
    middleware: (_req, res) => {
      const { defaultRuntimeConfig } = requireTypeScript('@care/serve/runtime-config', __filename);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(defaultRuntimeConfig(process.env)));
    },
  };
}

module.exports = { devRuntimeConfigMiddleware };
