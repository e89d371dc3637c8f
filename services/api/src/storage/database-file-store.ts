import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedFiles } from '../db/schema';
import { assertStorageKey, type FileStore } from './file-store';

/** Files in the `stored_files` table: nothing more to run or back up than the database itself. */
export function databaseFileStore(db: Database): FileStore {
  return {
    async put(key, data) {
      assertStorageKey(key);
      await db.insert(storedFiles).values({ key, data });
    },
    async get(key) {
      assertStorageKey(key);
      const [row] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row?.data ?? null;
    },
    async delete(key) {
      assertStorageKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
