import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { directoryFileStore } from './directory-file-store';

describe('directory file store', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'care-store-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps, answers and deletes a file by its key, leaving no partial file behind', async () => {
    const store = directoryFileStore(root);
    await store.put('outpost-logos/a/b.webp', Buffer.from('picture'));
    expect((await store.get('outpost-logos/a/b.webp'))?.toString()).toBe('picture');
    expect(readdirSync(path.join(root, 'outpost-logos', 'a'))).toEqual(['b.webp']);
    await store.delete('outpost-logos/a/b.webp');
    expect(await store.get('outpost-logos/a/b.webp')).toBeNull();
    await expect(store.delete('outpost-logos/a/b.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that would leave its directory', async () => {
    const store = directoryFileStore(root);
    for (const key of ['../escape', 'a/../../escape', '/etc/passwd', 'a//b', 'a/.hidden'])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Not a storage key');
  });
});
