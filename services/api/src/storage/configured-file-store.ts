import type { Database } from '../db/database';
import { databaseFileStore } from './database-file-store';
import { directoryFileStore } from './directory-file-store';
import type { FileStore } from './file-store';

/** The store the configuration names: a directory when `FILE_STORAGE_DIR` is set, else the database. */
export function configuredFileStore(directory: string | undefined, db: Database): FileStore {
  return directory ? directoryFileStore(directory) : databaseFileStore(db);
}
