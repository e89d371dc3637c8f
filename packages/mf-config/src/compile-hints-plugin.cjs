// Marks every script of a production build for eager compilation (V8's explicit compile hints,
// Chromium 136 and later; other engines read a comment). Compiled lazily, each function the page
// calls while it starts was compiled on the main thread on its first call: about half of the
// panel's long tasks as it loads. Marked, the browser compiles the whole script on a background
// thread while it arrives. Chunks are split by what a page uses: Lighthouse finds about a sixth
// of the signed-in dashboard's script unused, the price of compiling it all.
const PLUGIN = 'CareCompileHintsPlugin';

/** The magic comment: it counts only as the very first line of a script. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which drops comments; before the content hashes are computed.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/\.m?js$/.test(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
