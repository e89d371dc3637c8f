// Inside a shared workspace package, a relative import of a file that the package also exports
// as an entry point (`./organization` in @care/contracts, exported as
// `@care/contracts/organization`) is made through that entry point's share key. A shared module
// ships with its own copies of the files it imports by path, so without this every contract a
// remote opened carried its own copy of `primitives`, `pagination` and `organization`, already
// loaded by the shell; through the key the page holds one copy of each.
const fs = require('node:fs');
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

/** Entry-point files of a package by absolute path (extension dropped), to their share keys. */
function entryPointFiles(appDir, packageName) {
  const link = path.join(appDir, 'node_modules', packageName);
  if (!fs.existsSync(path.join(link, 'package.json'))) return new Map();
  const dir = fs.realpathSync(link);
  const { exports: entries = {} } = JSON.parse(
    fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
  );
  return new Map(
    Object.entries(entries)
      .filter(([subpath]) => subpath !== '.')
      .map(([subpath, file]) => [
        path.join(dir, file).replace(/\.tsx?$/, ''),
        `${packageName}/${subpath.replace(/^\.\//, '')}`,
      ]),
  );
}

/**
 * @param {string} appDir the app's package directory
 * @param {string[]} packageNames shared workspace packages whose entry points import each other
 */
function importSharedEntriesByKey(appDir, packageNames) {
  const shareKeys = new Map(packageNames.flatMap((name) => [...entryPointFiles(appDir, name)]));
  return new NormalModuleReplacementPlugin(/^\.\.?\//, (resource) => {
    if (!resource.context) return;
    const target = path.join(resource.context, resource.request).replace(/\.tsx?$/, '');
    const shareKey = shareKeys.get(target);
    if (shareKey) resource.request = shareKey;
  });
}

module.exports = { importSharedEntriesByKey };
