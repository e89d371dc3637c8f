// The federation `shared` section every app uses. One copy of each of these
// runs in the page, provided by whichever app loads first (the shell in the
// composition, the remote itself when it runs standalone).
const fs = require('node:fs');
const path = require('node:path');

/** Third-party singletons (architecture.md, "Shared singletons"). */
const librarySingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  '@tanstack/react-query',
  '@emotion/react',
  'i18next',
  'react-i18next',
  'zustand',
  'firebase/app',
  'firebase/auth',
];

/** Workspace packages shared as singletons: their state (query client, session, theme, i18n) must be one. */
const workspaceSingletons = ['@care/contracts', '@care/platform', '@care/ui', '@care/i18n'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** `react-dom/client` → `react-dom`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The version range an app asks for: its own package.json first, then the
 * workspace packages it depends on (a remote gets firebase through
 * @care/platform without declaring it).
 */
function createRangeLookup(appDir) {
  const appPackage = readJson(path.join(appDir, 'package.json'));
  const appDependencies = { ...appPackage.dependencies, ...appPackage.devDependencies };
  const workspaceDependencies = Object.keys(appDependencies)
    .filter((name) => workspaceSingletons.includes(name))
    .map((name) => workspacePackage(appDir, name)?.dependencies ?? {});
  return (packageName) =>
    [appDependencies, ...workspaceDependencies]
      .map((dependencies) => dependencies[packageName])
      .find((range) => range !== undefined && !range.startsWith('workspace:'));
}

function workspacePackage(appDir, name) {
  const file = path.join(appDir, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? readJson(file) : undefined;
}

/**
 * @param {string} appDir the app's package directory
 * @param {{ development: boolean }} options
 */
function createSharedConfig(appDir, { development }) {
  const rangeOf = createRangeLookup(appDir);
  // Not eager: every app starts behind an async boundary (index.ts → bootstrap),
  // so the share scope is negotiated before any shared module runs.
  const libraries = [...librarySingletons, ...(development ? ['react/jsx-dev-runtime'] : [])];
  const shared = {};
  for (const request of libraries) {
    const range = rangeOf(packageNameOf(request));
    // Without a declared range webpack reads it from the importing package's package.json.
    shared[request] = range ? { singleton: true, requiredVersion: range } : { singleton: true };
  }
  for (const name of workspaceSingletons) {
    const version = workspacePackage(appDir, name)?.version;
    if (!version) continue; // the app does not depend on this package
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

module.exports = { createSharedConfig, librarySingletons, workspaceSingletons };
