// Reads the load graph every build writes to dist/stats.json (build-stats-plugin.cjs): which
// chunks a browser fetches once a page starts some of them. Used by scripts/bundle-check.mjs
// (what the panel and each remote cost) and by the shell's build (what the sign-in pages
// fetch ahead for the panel).

/** Where each build writes its load graph, in its dist directory. */
const LOAD_GRAPH_FILE = 'stats.json';

/**
 * Chunks that load with `start`, as `dir:chunkId`: loading a chunk loads the shared modules it
 * consumes, from the chunks of the app that provides them (`providerOf`, the app itself by
 * default), except the chunks already in the page (`loaded`).
 * @param {import('./load-graph.cjs').App} app
 * @param {Array<string | number>} start
 * @param {{ loaded?: Set<string>, providerOf?: (shareKey: string, owner: import('./load-graph.cjs').App) => import('./load-graph.cjs').App }} [options]
 * @returns {Set<string>}
 */
function loadedWith(app, start, { loaded = new Set(), providerOf = () => app } = {}) {
  const chunks = new Set();
  const queue = start.map((id) => [app, id]);
  while (queue.length > 0) {
    const [owner, id] = queue.shift();
    const key = `${owner.dir}:${id}`;
    if (loaded.has(key) || chunks.has(key)) continue;
    chunks.add(key);
    for (const shareKey of owner.graph.chunks[id]?.consumes ?? []) {
      const provider = providerOf(shareKey, owner);
      for (const chunk of provider.graph.provides[shareKey] ?? []) queue.push([provider, chunk]);
    }
  }
  return chunks;
}

/**
 * The script files of chunks given as `dir:chunkId`, each with the app directory it is in.
 * @param {Map<string, import('./load-graph.cjs').App>} apps by directory
 * @param {Iterable<string>} chunks
 * @returns {Array<{ dir: string, file: string }>}
 */
function filesOf(apps, chunks) {
  const files = new Map();
  for (const key of chunks) {
    const split = key.lastIndexOf(':');
    const dir = key.slice(0, split);
    for (const file of apps.get(dir)?.graph.chunks[key.slice(split + 1)]?.files ?? []) {
      files.set(`${dir}/${file}`, { dir, file });
    }
  }
  return [...files.values()];
}

module.exports = { LOAD_GRAPH_FILE, loadedWith, filesOf };
