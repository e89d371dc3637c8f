import path from 'node:path';
import type { PolicyVersions } from '@care/contracts';
import type { DatabaseOptions } from './db/database';
import type { JobQueueSettings } from './jobs/queue';
import type { MailSettings } from './mail/mailer';

/** Requests per minute each kind of caller may make. */
export interface RateLimitPolicy {
  /** Per client address: requests with no verified caller (public endpoints, refused tokens). */
  anonymous: number;
  /** Per account: `POST /account/register`, which writes an identity claim each time. */
  register: number;
  /** Per account: every other write. */
  mutation: number;
  /** Per account: reads. */
  read: number;
}

/**
 * A person clicking through the panel makes a few dozen reads a minute and a handful of writes;
 * a busy operator with several tabs stays far below these. Anonymous traffic is only the session
 * endpoints and a token refused, so 60 a minute from one address is already abuse.
 */
export const defaultRateLimits: RateLimitPolicy = {
  anonymous: 60,
  register: 10,
  mutation: 300,
  read: 1200,
};

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseOptions;
  firebaseProjectId: string;
  adminEmails: string[];
  corsOrigins: string[];
  rateLimits: RateLimitPolicy | false;
  trustProxy: boolean;
  logLevel: string;
  /** Seed the demo accounts and data at start (idempotent); needs the Auth emulator. */
  seedDemo: boolean;
  jobs: Pick<JobQueueSettings, 'work' | 'pollingIntervalSeconds'>;
  mail: MailSettings;
  /** A directory for uploaded files (logos); undefined keeps them in the database. */
  fileStorageDir: string | undefined;
  /** The secret file links are signed with; undefined draws one at every start. */
  fileLinkSecret: string | undefined;
  /** The deployment's IANA time zone: order numbers' years (and stats' days) count in it. */
  timeZone: string;
  /**
   * Push notifications to registered devices through Firebase Cloud Messaging (with the
   * project's Application Default Credentials). Off: notifications stay in the panel's bell.
   */
  pushEnabled: boolean;
  /**
   * The current versions of the privacy policy and the terms: an account that accepted another
   * (or none) is asked to accept these at its next sign-in.
   */
  policyVersions: PolicyVersions;
  /**
   * A JSON file naming the versions instead while it exists, read again whenever it changes
   * (`policyVersionSource`): a new version without a restart. Undefined: the versions above.
   */
  policyVersionsFile: string | undefined;
}

/** The versions in force until a deployment names newer ones. */
export const defaultPolicyVersions: PolicyVersions = {
  privacy: '2026-12-01',
  terms: '2026-12-01',
};

/** A version is a short label such as a date; a blank one is the default. */
function policyVersion(name: string, value: string | undefined, fallback: string): string {
  const version = value?.trim();
  if (!version) return fallback;
  if (version.length > 64) throw new Error(`${name} must be at most 64 characters, got "${value}"`);
  return version;
}

export const defaultPort = 4000;
export const defaultProjectId = 'demo-care';
export const defaultTimeZone = 'Europe/Warsaw';
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

/** On unless set to a "no" word. */
const flagOn = (value: string | undefined) =>
  value === undefined || !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return number;
}

/**
 * Each replica's pool of PostgreSQL connections, when set: replicas times this (plus the job
 * queue's and the live events' own) must stay under the server's max_connections.
 */
function databasePoolSize(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const size = positiveInteger('DATABASE_POOL_SIZE', value, 0);
  if (size < 1) throw new Error(`DATABASE_POOL_SIZE must be at least 1, got "${value}"`);
  return size;
}

/** Where `pnpm start` serves the shell; links in e-mails point there unless PUBLIC_URL says otherwise. */
export const defaultPublicUrl = 'http://localhost:3000';
const defaultMailFrom = 'Care panel <no-reply@localhost>';

function httpUrl(name: string, value: string): string {
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`${name} must be an absolute http or https URL, got "${value}"`);
  return new URL(value).toString();
}

function readMail(env: NodeJS.ProcessEnv, repoRoot: string): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) {
    const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : '';
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
    // A made-up sender is what spam filters drop first: a real server needs a real one.
    if (!env.MAIL_FROM) throw new Error('MAIL_FROM is required when SMTP_URL is set');
  }
  return {
    smtpUrl,
    outboxDir: env.OUTBOX_DIR
      ? path.resolve(env.OUTBOX_DIR)
      : path.join(repoRoot, '.data', 'outbox'),
    from: env.MAIL_FROM || defaultMailFrom,
    publicUrl: httpUrl('PUBLIC_URL', env.PUBLIC_URL || defaultPublicUrl),
  };
}

/** Shorter secrets can be guessed; 32 characters of a random string are 128+ bits. */
const minimumSecretLength = 32;

function secret(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < minimumSecretLength)
    throw new Error(`${name} must be at least ${minimumSecretLength} characters long`);
  return value;
}

/**
 * `RATE_LIMITS`: unset for the defaults, `off`, or overrides such as `anonymous=120,read=2400`
 * (requests per minute; the kinds of `defaultRateLimits`).
 */
function rateLimits(value: string | undefined): RateLimitPolicy | false {
  if (!value) return defaultRateLimits;
  if (value.trim() === 'off') return false;
  const policy = { ...defaultRateLimits };
  for (const entry of list(value)) {
    const [kind, count] = entry.split('=').map((part) => part.trim());
    if (!kind || !(kind in policy))
      throw new Error(
        `RATE_LIMITS names ${Object.keys(policy).join(', ')} (kind=count, comma-separated), or is off; got "${entry}"`,
      );
    policy[kind as keyof RateLimitPolicy] = positiveInteger(`RATE_LIMITS ${kind}`, count, 1);
    if (policy[kind as keyof RateLimitPolicy] < 1)
      throw new Error(`RATE_LIMITS ${kind} must be at least 1 (or RATE_LIMITS=off)`);
  }
  return policy;
}

function timeZone(value: string | undefined): string {
  const zone = value || defaultTimeZone;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`TZ must be an IANA time zone such as ${defaultTimeZone}, got "${zone}"`);
  }
}

/**
 * Reads the API's settings from the environment; `repoRoot` anchors the default PGlite and
 * outbox directories.
 */
export function readConfig(env: NodeJS.ProcessEnv, repoRoot: string): ApiConfig {
  const jobPollSeconds = positiveInteger('JOB_POLL_SECONDS', env.JOB_POLL_SECONDS, 1);
  if (jobPollSeconds < 1) throw new Error('JOB_POLL_SECONDS must be at least 1');
  return {
    host: env.HOST || '127.0.0.1',
    port: positiveInteger('PORT', env.PORT, defaultPort),
    database: env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, poolSize: databasePoolSize(env.DATABASE_POOL_SIZE) }
      : { pgliteDir: env.PGLITE_DIR || path.join(repoRoot, '.data', 'pglite') },
    firebaseProjectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || defaultProjectId,
    adminEmails: list(env.ADMIN_EMAILS),
    corsOrigins: env.CORS_ORIGINS === undefined ? localOrigins : list(env.CORS_ORIGINS),
    rateLimits: rateLimits(env.RATE_LIMITS),
    trustProxy: flag(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flag(env.SEED_DEMO),
    jobs: {
      work: flagOn(env.JOB_WORKERS),
      pollingIntervalSeconds: jobPollSeconds,
    },
    mail: readMail(env, repoRoot),
    fileStorageDir: env.FILE_STORAGE_DIR || undefined,
    fileLinkSecret: secret('FILE_LINK_SECRET', env.FILE_LINK_SECRET),
    timeZone: timeZone(env.TZ),
    pushEnabled: flag(env.PUSH_ENABLED),
    policyVersions: {
      privacy: policyVersion(
        'PRIVACY_POLICY_VERSION',
        env.PRIVACY_POLICY_VERSION,
        defaultPolicyVersions.privacy,
      ),
      terms: policyVersion('TERMS_VERSION', env.TERMS_VERSION, defaultPolicyVersions.terms),
    },
    policyVersionsFile: env.POLICY_VERSIONS_FILE
      ? path.resolve(env.POLICY_VERSIONS_FILE)
      : undefined,
  };
}
