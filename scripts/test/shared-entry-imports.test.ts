import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const require = createRequire(__filename);
const { importSharedEntriesByKey } = require(
  join(root, 'packages/mf-config/src/shared-entry-imports.cjs'),
) as {
  importSharedEntriesByKey(
    appDir: string,
    packages: string[],
  ): { newResource: (resource: { context?: string; request: string }) => void };
};

const contractsSource = join(root, 'packages/contracts/src');

/** The request a module of `context` makes for `request`, once the plugin has seen it. */
function requestAfterPlugin(context: string, request: string) {
  const plugin = importSharedEntriesByKey(join(root, 'remotes/members'), ['@care/contracts']);
  const resource = { context, request };
  plugin.newResource(resource);
  return resource.request;
}

describe('imports between the entry points of a shared package', () => {
  it('go through the share key, so the page holds one copy of each entry point', () => {
    expect(requestAfterPlugin(contractsSource, './organization')).toBe(
      '@care/contracts/organization',
    );
    expect(requestAfterPlugin(contractsSource, './primitives.ts')).toBe(
      '@care/contracts/primitives',
    );
    // A path into the package from elsewhere lands on the same entry point.
    expect(requestAfterPlugin(join(root, 'packages/platform/src'), '../../contracts/src/tag')).toBe(
      '@care/contracts/tag',
    );
  });

  it('leave files the package does not export, and every other package, as they are', () => {
    expect(requestAfterPlugin(contractsSource, './endpoints')).toBe('./endpoints');
    const membersSource = join(root, 'remotes/members/src');
    expect(requestAfterPlugin(membersSource, './organization')).toBe('./organization');
  });
});
