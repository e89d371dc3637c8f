// What every bundle of the project compiles and minifies the same way: the
// federated apps and the shell's sign-in pages.
const { SwcMinifyWebpackPlugin } = require('swc-minify-webpack-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');

function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2022',
    },
  };
}

/** @returns {import('webpack').RuleSetRule[]} */
function moduleRules(production) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: require.resolve('swc-loader'), options: swcOptions(production) },
    },
    { test: /\.(svg|png|jpe?g|gif|webp|ico|woff2?)$/i, type: 'asset/resource' },
    {
      // @care/ui takes Chakra's tokens from here, not its default theme of every recipe.
      test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
      use: {
        loader: require.resolve('./pure-call-loader.cjs'),
        options: { calls: ['defineConfig'] },
      },
    },
  ];
}

/** @returns {import('webpack').Configuration['optimization']} */
function optimization(production) {
  return {
    // Workspace packages declare sideEffects: false; with these, an app keeps
    // only the exports it uses (a deep theme import must not drag every recipe).
    sideEffects: true,
    usedExports: true,
    moduleIds: 'deterministic',
    chunkIds: 'deterministic',
    minimize: production,
    minimizer: [new SwcMinifyWebpackPlugin(), new CompileHintsPlugin()],
    // The shell provides every entry point of the shared packages, used or not, so each new
    // kit entry (data table, fields, …) is one more async chunk sharing Chakra's modules with
    // the ones it boots. With webpack's defaults (split at 2 chunks and 20 KB) every such
    // entry re-cut the boot's common chunks into more, smaller files (26 → 28 files, +3 KB
    // gzip for the four kit entries); splitting only what 3 chunks share and at 40 KB keeps
    // the boot as it was (23 files, 293.3 KB) and the remotes' first opens unchanged.
    splitChunks: { chunks: 'async', minChunks: 3, minSize: 40_000 },
  };
}

const htmlTemplate = ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${htmlWebpackPlugin.options.title}</title>${
      htmlWebpackPlugin.options.federationRuntime
        ? `\n    <script defer src="${htmlWebpackPlugin.options.federationRuntime}"></script>`
        : ''
    }
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * How every bundle compiles, whatever it builds: source maps, resolution,
 * loaders, minification, and quiet stats (scripts/bundle-check.mjs reports sizes;
 * listing every asset costs time).
 * @returns {Partial<import('webpack').Configuration>}
 */
function compileOptions(production) {
  return {
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: moduleRules(production) },
    optimization: optimization(production),
    performance: { hints: false },
    stats: { preset: 'errors-warnings', timings: true },
  };
}

module.exports = { compileOptions, htmlTemplate };
