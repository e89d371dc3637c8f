/**
 * Where uploaded files (logos) live: one small interface, so the database (the default), a
 * directory or an S3-compatible bucket can keep them without the modules knowing which.
 *
 * Keys are written once and never overwritten: a replaced file gets a new key and the old one is
 * deleted after the database points at the new one, so a reader never sees half a file and a
 * failed write never harms the file in use.
 */
export interface FileStore {
  /** Stores the bytes under a new key. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are paths of plain segments (`outpost-logos/<id>/<uuid>.webp`), safe as file names. */
const keyPattern = /^[a-z0-9][a-z0-9-]*(?:\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((segment) => segment === '..')) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
}
