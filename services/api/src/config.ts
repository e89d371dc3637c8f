import path from 'node:path';
import type { DatabaseOptions } from './db/database';

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseOptions;
  firebaseProjectId: string;
  adminEmails: string[];
  corsOrigins: string[];
  rateLimitPerMinute: number | false;
  trustProxy: boolean;
  logLevel: string;
  /** Seed the demo accounts and data at start (idempotent); needs the Auth emulator. */
  seedDemo: boolean;
}

export const defaultPort = 4000;
export const defaultProjectId = 'demo-care';
/** The shell (3000) and every remote's standalone server (3101–3107), on both loopback names. */
const localOrigins = [3000, 3101, 3102, 3103, 3104, 3105, 3106, 3107].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const flag = (value: string | undefined) =>
  value !== undefined && ['1', 'true', 'yes'].includes(value.toLowerCase());

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return number;
}

/** Reads the API's settings from the environment; `repoRoot` anchors the default PGlite directory. */
export function readConfig(env: NodeJS.ProcessEnv, repoRoot: string): ApiConfig {
  const rateLimit = positiveInteger('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 1000);
  return {
    host: env.HOST || '127.0.0.1',
    port: positiveInteger('PORT', env.PORT, defaultPort),
    database: env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { pgliteDir: env.PGLITE_DIR || path.join(repoRoot, '.data', 'pglite') },
    firebaseProjectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || defaultProjectId,
    adminEmails: list(env.ADMIN_EMAILS),
    corsOrigins: env.CORS_ORIGINS === undefined ? localOrigins : list(env.CORS_ORIGINS),
    rateLimitPerMinute: rateLimit === 0 ? false : rateLimit,
    trustProxy: flag(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flag(env.SEED_DEMO),
  };
}
