// The shell's sign-in pages as a bundle of their own, built without module
// federation: a visitor who opens /auth/login (the first page most sessions
// see) loads only what the form needs, tree-shaken, instead of the panel's
// federation runtime and whole shared packages. Inside the panel the same
// pages stay routes of the shell, so navigating to them needs no page load.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BuildStatsPlugin } = require('./build-stats-plugin.cjs');
const { require: requireTypeScript } = require('tsx/cjs/api');
const { compileOptions, htmlTemplate } = require('./common.cjs');

/** Folder of the shell's dist the sign-in pages are built into and served from. */
const { SIGN_IN_PAGES_DIR } = requireTypeScript('@care/serve/sign-in-pages', __filename);

/**
 * @param {{ dir: string; entry: string; title?: string }} options
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration}
 */
function createSignInPagesConfig({ dir, entry, title = 'Care panel' }) {
  const favicon = path.join(dir, 'public', 'favicon.svg');
  const publicPath = `/${SIGN_IN_PAGES_DIR}/`;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '[name].[contenthash:8]' : '[name]';
    return {
      name: 'sign-in-pages',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: entry },
      output: {
        path: path.join(dir, 'dist', SIGN_IN_PAGES_DIR),
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: `assets/${hashed}[ext]`,
        publicPath,
        uniqueName: 'shell-sign-in',
        clean: true,
      },
      ...compileOptions(production),
      plugins: [
        new HtmlWebpackPlugin({ publicPath, title, templateContent: htmlTemplate, favicon }),
        new BuildStatsPlugin(),
      ],
    };
  };
}

module.exports = { createSignInPagesConfig, SIGN_IN_PAGES_DIR };
