// Writes the design system's global CSS (the reset, the global styles, every token as a custom
// property) next to an app's page and links it from the page's head. Built in the browser it was
// most of the cost of making the design system and a long task of the first render; as a
// stylesheet the browser parses it with the page. The app's `getSystem()` (@care/ui) leaves it
// out of the page's run time, so every page that renders the panel's provider needs this link.
const { createHash } = require('node:crypto');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { require: requireTypeScript } = require('tsx/cjs/api');

const PLUGIN = 'CareDesignSystemStylesheetPlugin';

/** One build process builds it once: every app of the panel links the same stylesheet. */
let stylesheet;

/** @param {string} appDir resolves `@care/ui` as the app itself does */
function designSystemStylesheet(appDir) {
  if (stylesheet === undefined) {
    const { panelGlobalStylesheet } = requireTypeScript(
      '@care/ui/build/global-stylesheet',
      path.join(appDir, 'package.json'),
    );
    stylesheet = panelGlobalStylesheet();
  }
  return stylesheet;
}

class DesignSystemStylesheetPlugin {
  /** @param {{ dir: string; production: boolean }} options */
  constructor({ dir, production }) {
    this.dir = dir;
    this.production = production;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let file;
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const css = designSystemStylesheet(this.dir);
          // Named as every other asset is, so servers keep it a year like any hashed file.
          const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
          file = this.production ? `design-system.${hash}.css` : 'design-system.css';
          compilation.emitAsset(file, new sources.RawSource(css));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap(PLUGIN, (data) => {
        data.assets.css.unshift(`${data.assets.publicPath}${file}`);
        return data;
      });
    });
  }
}

module.exports = { DesignSystemStylesheetPlugin };
