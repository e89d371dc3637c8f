import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Opens a downloaded ZIP as a person's archive program would: every file's name, in the
 * archive's order, with its text as written (a CSV's byte-order mark kept).
 */
export async function unzipFile(path: string): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(await readFile(path), { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry())
    files.set(entry.fileName, utf8.decode(await buffer(await zip.openReadStreamPromise(entry))));
  return files;
}
