// Every remote shares one copy of the module federation runtime, the shell's:
// a remote's entry then carries only its own code (the runtime is ~17 KB gzip
// that every remote used to ship again). A remote's standalone page has no
// shell, so its build also writes the runtime as a file of its own.
const path = require('node:path');
const { compileOptions } = require('../common.cjs');

/** Served beside the remote's page, loaded before its entry (see htmlTemplate). */
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/** The shell's runtime plugin that provides its federation runtime to the remotes. */
const SHARE_FEDERATION_RUNTIME_PLUGIN = path.join(__dirname, 'provide.mjs');

/**
 * @param {{ dir: string; name: string }} options the remote's package directory and name
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration}
 */
function createFederationRuntimeConfig({ dir, name }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${name}-federation-runtime`,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { 'federation-runtime': path.join(__dirname, 'standalone.mjs') },
      output: {
        path: path.join(dir, 'dist'),
        // Not content-hashed: the page names it, and it is served to revalidate.
        filename: FEDERATION_RUNTIME_FILE,
        uniqueName: `${name}-federation-runtime`,
        clean: false,
      },
      ...compileOptions(production),
    };
  };
}

module.exports = {
  createFederationRuntimeConfig,
  SHARE_FEDERATION_RUNTIME_PLUGIN,
  FEDERATION_RUNTIME_FILE,
};
