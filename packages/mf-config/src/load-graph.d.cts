/** dist/stats.json, as build-stats-plugin.cjs writes it. */
export interface LoadGraph {
  entrypoints: Record<string, Array<string | number>>;
  asyncBoundary: Array<string | number>;
  named: Record<string, Array<string | number>>;
  exposes: Record<string, Array<string | number>>;
  provides: Record<string, Array<string | number>>;
  chunks: Record<
    string,
    { files: string[]; consumes: string[]; packages?: Record<string, number> }
  >;
}

/** Where each build writes its load graph, in its dist directory. */
export const LOAD_GRAPH_FILE: string;

/** A build: its dist directory (as chunk keys name it) and its load graph. */
export interface App {
  dir: string;
  graph: LoadGraph;
}

export function loadedWith(
  app: App,
  start: Array<string | number>,
  options?: { loaded?: Set<string>; providerOf?: (shareKey: string, owner: App) => App },
): Set<string>;

export function filesOf(
  apps: Map<string, App>,
  chunks: Iterable<string>,
): Array<{ dir: string; file: string }>;
