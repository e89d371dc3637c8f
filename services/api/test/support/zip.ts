// Reads a ZIP the API answered back, as a person's archive program would: every file's name, in
// the archive's order, and its text as written (a CSV's byte-order mark kept).
import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export async function unzipText(archive: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry())
    files.set(entry.fileName, utf8.decode(await buffer(await zip.openReadStreamPromise(entry))));
  return files;
}
