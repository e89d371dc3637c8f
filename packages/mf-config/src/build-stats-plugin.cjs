// Writes dist/stats.json: the load graph scripts/bundle-check.mjs needs to tell
// which files a browser fetches before the first render and when a remote
// first opens. Webpack's own stats of a federated app are tens of megabytes
// and do not say which chunks serve which shared module.
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
    chunks[chunk.id] = { files: [...chunk.files].filter((file) => file.endsWith('.js')), consumes };
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

module.exports = { BuildStatsPlugin };
