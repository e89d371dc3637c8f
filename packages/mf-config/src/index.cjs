// One webpack + module federation config for the shell and every remote, so
// the apps cannot drift apart in how they share, split, name or serve code.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BuildStatsPlugin } = require('./build-stats-plugin.cjs');
const { DesignSystemStylesheetPlugin } = require('./design-system-stylesheet-plugin.cjs');
const { compileOptions, htmlTemplate } = require('./common.cjs');
const { createSignInPagesConfig, SIGN_IN_PAGES_DIR } = require('./sign-in-pages.cjs');
const { createSharedConfig } = require('./shared.cjs');
const { importSharedEntriesByKey } = require('./shared-entry-imports.cjs');
const { devRuntimeConfigMiddleware } = require('./dev-runtime-config.cjs');
const {
  createFederationRuntimeConfig,
  SHARE_FEDERATION_RUNTIME_PLUGIN,
  FEDERATION_RUNTIME_FILE,
} = require('./federation-runtime/index.cjs');

const REMOTE_ENTRY = 'remoteEntry.js';
const MANIFEST = 'mf-manifest.json';
const DEFAULT_API_URL = 'http://localhost:4000';

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} dir the app's package directory (`__dirname` of its webpack.config.cjs)
 * @property {string} name federation container name: `shell` or a remote name
 * @property {number} port dev-server port
 * @property {'host' | 'remote'} kind
 * @property {Record<string, string>} [exposes] defaults to `./App` → `src/App.tsx` for a remote
 * @property {string} [title] page title
 */

/**
 * @param {FederatedAppOptions} options
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createFederatedAppConfig({ dir, name, port, kind, exposes, title }) {
  const remote = kind === 'remote';
  const publicDir = path.join(dir, 'public');
  const favicon = path.join(publicDir, 'favicon.svg');

  const appConfig = (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '[name].[contenthash:8]' : '[name]';
    return {
      // `webpack --config-name <name>` builds the app alone, without a remote's standalone runtime.
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: `assets/${hashed}[ext]`,
        publicPath: 'auto',
        uniqueName: name,
        // A remote's federation runtime and the shell's sign-in pages are builds of their own into the same dist.
        clean: {
          keep: remote
            ? (file) => file === FEDERATION_RUNTIME_FILE
            : (file) => file.startsWith(`${SIGN_IN_PAGES_DIR}/`),
        },
      },
      ...compileOptions(production),
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(remote
            ? { filename: REMOTE_ENTRY, exposes: exposes ?? { './App': './src/App.tsx' } }
            : { remotes: {} }), // the shell registers remotes at run time from /config.json
          shared: createSharedConfig(dir, { development: !production, host: !remote }),
          // Remote entries load only when a remote is first opened, so a remote
          // that is down cannot hold up the shell's start.
          shareStrategy: 'loaded-first',
          manifest: { fileName: MANIFEST },
          dts: false,
          // Every app runs in a browser: the runtime leaves out its Node.js loading code.
          // A remote leaves the federation runtime itself out and uses the shell's
          // (federation-runtime/): each remote's entry shipped its own ~17 KB gzip copy.
          experiments: { optimization: { target: 'web' }, externalRuntime: remote },
          ...(remote ? {} : { runtimePlugins: [SHARE_FEDERATION_RUNTIME_PLUGIN] }),
        }),
        importSharedEntriesByKey(dir, ['@care/contracts']),
        new HtmlWebpackPlugin({
          // Only the app's own entry: the remote container is loaded by a host, not by its page.
          chunks: ['main'],
          // Root-relative: the page is also served for deep links (/organization/…/tags).
          publicPath: '/',
          title: title ?? (remote ? `Care panel · ${name}` : 'Care panel'),
          templateContent: htmlTemplate,
          // The remote's page runs without the shell, which would otherwise provide the runtime.
          federationRuntime: remote ? `/${FEDERATION_RUNTIME_FILE}` : undefined,
          ...(fs.existsSync(favicon) ? { favicon } : {}),
        }),
        new DesignSystemStylesheetPlugin({ dir, production }),
        new BuildStatsPlugin(),
      ],
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
        // A remote's manifest and chunks are fetched by the shell from another origin.
        headers: remote ? { 'Access-Control-Allow-Origin': '*' } : {},
        proxy: [
          { context: ['/api'], target: process.env.API_URL ?? DEFAULT_API_URL, changeOrigin: true },
        ],
        setupMiddlewares: (middlewares) => [devRuntimeConfigMiddleware(), ...middlewares],
      },
    };
  };
  if (!remote) return appConfig;
  const runtimeConfig = createFederationRuntimeConfig({ dir, name });
  return (env, argv) => [appConfig(env, argv), runtimeConfig(env, argv)];
}

module.exports = {
  createFederatedAppConfig,
  createSignInPagesConfig,
  SIGN_IN_PAGES_DIR,
  REMOTE_ENTRY,
  MANIFEST,
};
