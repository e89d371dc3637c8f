import type { LoadGraph } from '@care/mf-config/src/load-graph.cjs';
import { panelScriptsAfterSignIn } from './panel-scripts';

/** A panel build: chunk 1 is its entry, 2 the async boundary, the rest lazy or shared. */
function panelGraph(overrides: Partial<LoadGraph> = {}): LoadGraph {
  const chunk = (file: string, consumes: string[] = []) => ({ files: [file], consumes });
  return {
    entrypoints: { main: [1] },
    asyncBoundary: [2],
    named: { 'signed-in-layout': [10], dashboard: [11], 'api-client': [12] },
    exposes: {},
    provides: {
      react: [20],
      'firebase/app': [30],
      'firebase/auth': [30, 31],
      '@care/contracts/account': [40],
      '@care/contracts/stats': [41],
      '@care/ui/data-table': [50],
    },
    chunks: {
      1: chunk('main.js'),
      2: chunk('bootstrap.js', ['react']),
      10: chunk('signed-in-layout.js', ['react']),
      11: chunk('dashboard.js', ['@care/contracts/stats']),
      12: chunk('api-client.js'),
      20: chunk('react.js'),
      30: chunk('firebase-app.js'),
      31: chunk('firebase-auth.js'),
      40: chunk('contracts-account.js'),
      41: chunk('contracts-stats.js'),
      50: chunk('data-table.js', ['react']),
    },
    ...overrides,
  };
}

describe('the panel’s scripts the sign-in pages fetch ahead', () => {
  it('are its boot, the signed-in frame, the dashboard and the session’s code, with the shared modules they use, each once', () => {
    expect(panelScriptsAfterSignIn(panelGraph()).sort()).toEqual(
      [
        '/main.js',
        '/bootstrap.js',
        '/react.js',
        '/signed-in-layout.js',
        '/dashboard.js',
        '/contracts-stats.js',
        '/api-client.js',
        '/firebase-app.js',
        '/firebase-auth.js',
        '/contracts-account.js',
      ].sort(),
    );
  });

  it('fail the build when the panel no longer names a chunk they start from', () => {
    const graph = panelGraph({ named: { 'signed-in-layout': [10], 'api-client': [12] } });
    expect(() => panelScriptsAfterSignIn(graph)).toThrow('no chunk named dashboard');
  });
});
