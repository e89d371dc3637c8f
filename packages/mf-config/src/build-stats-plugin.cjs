// Writes dist/stats.json: the load graph scripts/bundle-check.mjs needs to tell
// which files a browser fetches before the first render and when a remote
// first opens. Webpack's own stats of a federated app are tens of megabytes
// and do not say which chunks serve which shared module. Each chunk also names the packages
// its code comes from, with their source bytes, so a size can be told apart by package.
const { LOAD_GRAPH_FILE } = require('./load-graph.cjs');

const PLUGIN = 'CareBuildStatsPlugin';

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';
const isContainerEntry = (module) => module.identifier().startsWith('container entry');

class BuildStatsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const graph = loadGraph(compilation);
          compilation.emitAsset(
            LOAD_GRAPH_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(graph)),
          );
        },
      );
    });
  }
}

function loadGraph(compilation) {
  const { chunkGraph } = compilation;
  const chunksOfBlocks = (blocks) =>
    blocks
      .flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])
      .map((chunk) => chunk.id);

  const entrypoints = {};
  const asyncBoundary = [];
  for (const [name, entrypoint] of compilation.entrypoints) {
    entrypoints[name] = entrypoint.chunks.map((chunk) => chunk.id);
    for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) {
      if (!isContainerEntry(module)) asyncBoundary.push(...chunksOfBlocks(module.blocks));
    }
  }

  // Lazy chunks named with a webpackChunkName comment, e.g. the shell's signed-in layout.
  const named = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!compilation.entrypoints.has(name)) named[name] = group.chunks.map((chunk) => chunk.id);
  }

  const exposes = {};
  const provides = {};
  for (const module of compilation.modules) {
    if (isContainerEntry(module)) {
      for (const block of module.blocks) exposes[block.loc.name] = chunksOfBlocks([block]);
    } else if (module.type === PROVIDE) {
      provides[module._name] = chunksOfBlocks(module.blocks);
    }
  }

  const chunks = {};
  for (const chunk of compilation.chunks) {
    const consumes = [...chunkGraph.getChunkModulesIterable(chunk)]
      .filter((module) => module.type === CONSUME)
      .map((module) => module.options.shareKey);
    chunks[chunk.id] = {
      files: [...chunk.files].filter((file) => file.endsWith('.js')),
      consumes,
      packages: packageBytes(chunkGraph.getChunkModulesIterable(chunk)),
    };
  }

  return {
    entrypoints,
    asyncBoundary: [...new Set(asyncBoundary)],
    named,
    exposes,
    provides,
    chunks,
  };
}

/**
 * The package a module's file belongs to: the last `node_modules/<name>` of its path (scoped
 * names whole), a workspace package by its folder (`packages/ui`), else `(app)`; webpack's and
 * federation's generated modules have no file and count as `(runtime)`.
 */
function packageOf(resource) {
  if (!resource) return '(runtime)';
  const path = resource.replace(/\\/g, '/');
  const vendored = path.match(/.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (vendored) return vendored[1];
  const workspace = path.match(/\/(packages\/[^/]+)\//);
  return workspace ? workspace[1] : '(app)';
}

/** Source bytes by package of a chunk's modules, a concatenated module counted by its parts. */
function packageBytes(modules) {
  const bytes = {};
  const add = (module) => {
    if (module.modules) {
      for (const inner of module.modules) add(inner);
      return;
    }
    const name = packageOf(module.resource);
    bytes[name] = (bytes[name] ?? 0) + module.size();
  };
  for (const module of modules) add(module);
  return bytes;
}

module.exports = { BuildStatsPlugin, packageOf };
