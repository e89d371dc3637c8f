// `pnpm --filter @care/api seed`: seeds the demo data into the configured database and the Auth
// emulator. Do not run it while the API serves the same PGlite directory (PGlite is single-process);
// the API seeds itself at start with SEED_DEMO=1 instead.
import { firebaseAuth } from '../auth/identity';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrationsFolder, repoRoot } from '../paths';
import { policyVersionSource } from '../policy-versions';
import { configuredFileStore } from '../storage/configured-file-store';
import { seedDemo } from './index';

const config = readConfig(process.env, repoRoot);
const database = await openDatabase(config.database);
try {
  await database.migrate(migrationsFolder);
  const { accountIds, organizationIds } = await seedDemo({
    db: database.db,
    auth: firebaseAuth(config.firebaseProjectId),
    files: configuredFileStore(config.fileStorageDir, database.db),
    // The versions the API serving this database has in force, its file's when one is named.
    policyVersions: policyVersionSource(config.policyVersions, config.policyVersionsFile)(),
  });
  process.stdout.write(
    `Seeded ${Object.keys(accountIds).length} demo accounts and ${Object.keys(organizationIds).length} organizations.\n`,
  );
} finally {
  await database.close();
}
