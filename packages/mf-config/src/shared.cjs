// The federation `shared` section every app uses. One copy of each of these
// runs in the page, provided by whichever app loads first (the shell in the
// composition, the remote itself when it runs standalone).
const fs = require('node:fs');
const path = require('node:path');

/**
 * Third-party singletons (docs/architecture.md, shared singletons). A shared
 * module ships whole, so a library the apps use a little of is bundled inside
 * the workspace entry point they reach it through instead: react-router in
 * @care/platform/router, @tanstack/react-query in @care/platform/query,
 * react-i18next in @care/i18n.
 */
const librarySingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@emotion/react',
  'i18next',
  'zustand',
  'firebase/app',
  'firebase/auth',
];

/**
 * Workspace packages shared as singletons, each with every entry point its
 * package.json exports: their state (query client, session, router, theme,
 * i18n) must be one.
 */
const workspaceSingletons = ['@care/contracts', '@care/platform', '@care/ui', '@care/i18n'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * `SHARED_BUILT_AGAINST=react@19.0.0,react-dom@19.0.0` at build time: the build declares
 * it was made against these versions of shared libraries (what it provides, and `^` of it
 * as what it requires) in place of the installed ones. It checks a remote against a
 * running shell across versions without installing another copy of the library.
 * @returns {Map<string, string>} package name → version
 */
function builtAgainstOverrides(value = process.env.SHARED_BUILT_AGAINST ?? '') {
  const overrides = new Map();
  const items = value.split(',').map((part) => part.trim());
  for (const item of items.filter(Boolean)) {
    const at = item.lastIndexOf('@');
    const version = item.slice(at + 1);
    if (at <= 0 || !/^\d+\.\d+\.\d+/.test(version)) {
      throw new Error(`SHARED_BUILT_AGAINST: "${item}" is not <package>@<major.minor.patch>`);
    }
    overrides.set(item.slice(0, at), version);
  }
  return overrides;
}

/** `react-dom/client` → `react-dom`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Where an app's dependencies are installed: its own node_modules, then those
 * of the workspace packages it depends on (a remote gets firebase through
 * @care/platform without declaring it).
 */
function dependencySources(appDir) {
  const appPackage = readJson(path.join(appDir, 'package.json'));
  const appDependencies = { ...appPackage.dependencies, ...appPackage.devDependencies };
  const workspaceDirs = Object.keys(appDependencies)
    .filter((name) => workspaceSingletons.includes(name))
    .map((name) => path.join(appDir, 'node_modules', name))
    .filter((dir) => fs.existsSync(dir));
  const workspaceDependencies = workspaceDirs.map(
    (dir) => readJson(path.join(dir, 'package.json')).dependencies ?? {},
  );
  return {
    /** The range declared for a package; `workspace:` ranges are not semver. */
    rangeOf: (packageName) =>
      [appDependencies, ...workspaceDependencies]
        .map((dependencies) => dependencies[packageName])
        .find((range) => range !== undefined && !range.startsWith('workspace:')),
    /** The installed version, read from the package root (firebase's subpath folders carry package.json files without one). */
    versionOf: (packageName) =>
      [appDir, ...workspaceDirs]
        .map((dir) => path.join(dir, 'node_modules', packageName, 'package.json'))
        .filter((file) => fs.existsSync(file))
        .map((file) => readJson(file).version)[0],
  };
}

/** The package's folder (symlinks resolved, as webpack sees its files) and package.json. */
function workspacePackage(appDir, name) {
  const link = path.join(appDir, 'node_modules', name);
  if (!fs.existsSync(path.join(link, 'package.json'))) return undefined;
  const dir = fs.realpathSync(link);
  return { dir, manifest: readJson(path.join(dir, 'package.json')) };
}

/** Exports under `./build/` serve the apps' builds (run in Node), never a page. */
const forBuildsOnly = (subpath) => subpath.startsWith('./build/');

/**
 * Every entry point the package exports to pages, as share key and file:
 * `@care/platform` with exports `.` and `./router` → `@care/platform`, `@care/platform/router`.
 */
const entryPointsOf = (name, { dir, manifest }) =>
  Object.entries(manifest.exports ?? { '.': manifest.main })
    .filter(([subpath]) => !forBuildsOnly(subpath))
    .map(([subpath, file]) => ({
      shareKey: subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`,
      file: path.join(dir, file),
    }));

/**
 * @param {string} appDir the app's package directory
 * @param {{ development: boolean, host: boolean }} options
 */
function createSharedConfig(appDir, { development, host }) {
  const { rangeOf, versionOf } = dependencySources(appDir);
  const builtAgainst = builtAgainstOverrides();
  // Not eager: every app starts behind an async boundary (index.ts → bootstrap),
  // so the share scope is negotiated before any shared module runs.
  const libraries = [...librarySingletons, ...(development ? ['react/jsx-dev-runtime'] : [])];
  const shared = {};
  for (const request of libraries) {
    const packageName = packageNameOf(request);
    const override = builtAgainst.get(packageName);
    const range = override ? `^${override}` : rangeOf(packageName);
    const version = override ?? versionOf(packageName);
    shared[request] = {
      singleton: true,
      // A remote that needs a version the page's singleton does not satisfy fails to load
      // (its error card) instead of running against a library it was not built for.
      strictVersion: true,
      ...(range ? { requiredVersion: range } : {}),
      ...(version ? { version } : {}),
    };
  }
  for (const name of workspaceSingletons) {
    const workspace = workspacePackage(appDir, name);
    if (!workspace) continue; // the app does not depend on this package
    const { version } = workspace.manifest;
    for (const { shareKey, file } of entryPointsOf(name, workspace)) {
      shared[shareKey] = {
        singleton: true,
        strictVersion: true,
        version,
        requiredVersion: `^${version}`,
        // A shared module is provided only where the app imports it, unless given
        // by file. The host provides every entry point, used or not: a remote must
        // never fall back to its own copy, whose Chakra or router context no
        // provider of the page fills.
        ...(host ? { import: file } : {}),
      };
    }
  }
  return shared;
}

module.exports = { createSharedConfig, librarySingletons, workspaceSingletons };
