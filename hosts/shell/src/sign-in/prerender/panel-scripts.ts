import { filesOf, loadedWith, type LoadGraph } from '@care/mf-config/src/load-graph.cjs';

/**
 * What the panel runs for someone who has just signed in, up to their dashboard's figures,
 * beyond its boot: what a start with the session hint loads at once (app/boot/start-shell.tsx
 * and host-kit's startHost), the signed-in frame and the dashboard (chunks named in
 * app/router/app-routes.tsx and the platform's HTTP client), the identity service and the
 * account's contracts (shared modules).
 */
export const signedInStart = {
  named: ['signed-in-layout', 'dashboard', 'api-client'],
  shared: ['firebase/app', 'firebase/auth', '@care/contracts/account'],
} as const;

/**
 * The panel's scripts a visitor of the sign-in pages runs next, as root-relative URLs, from the
 * panel's load graph: the boot and `signedInStart`, with every shared module they consume.
 */
export function panelScriptsAfterSignIn(graph: LoadGraph): string[] {
  const start = [...(graph.entrypoints.main ?? []), ...graph.asyncBoundary];
  for (const name of signedInStart.named) {
    const chunks = graph.named[name];
    if (!chunks) throw new Error(`The panel's build has no chunk named ${name}.`);
    start.push(...chunks);
  }
  for (const shareKey of signedInStart.shared) {
    const chunks = graph.provides[shareKey];
    if (!chunks) throw new Error(`The panel's build provides no ${shareKey}.`);
    start.push(...chunks);
  }
  const panel = { dir: 'panel', graph };
  return filesOf(new Map([[panel.dir, panel]]), loadedWith(panel, start)).map(
    ({ file }) => `/${file}`,
  );
}
