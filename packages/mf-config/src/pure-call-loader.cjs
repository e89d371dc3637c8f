// Marks top-level calls of identity helpers as pure, so an unused result is
// dropped with everything it references. Chakra's theme module builds
// `defaultThemeConfig = defineConfig({ …every recipe… })` without the
// annotation; importing only its tokens would otherwise keep every recipe.

/** @this {import('webpack').LoaderContext<{ calls: string[] }>} */
module.exports = function pureCallLoader(source) {
  const { calls } = this.getOptions();
  let marked = source;
  for (const call of calls) {
    const next = marked.replace(new RegExp(`(=\\s*)(${call}\\()`, 'g'), '$1/* @__PURE__ */ $2');
    // The library changed: say so, or the bundle grows back silently.
    if (next === marked) {
      this.emitWarning(
        new Error(`pure-call-loader: no top-level ${call}( in ${this.resourcePath}`),
      );
    }
    marked = next;
  }
  return marked;
};
