import {
  remoteNames,
  runtimeConfigSchema,
  type RemoteName,
  type RuntimeConfig,
} from '@care/contracts';
import { defaultPortOf } from './apps';

type Env = Record<string, string | undefined>;

const remoteUrlVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;

/** Set to an empty string to leave the value out (e.g. no auth emulator in production). */
const optional = (value: string | undefined, fallback?: string) =>
  value === '' ? undefined : (value ?? fallback);

/**
 * The `/config.json` of a local composition, each value overridable from the
 * environment, so one build serves every environment.
 */
export function defaultRuntimeConfig(env: Env = process.env): RuntimeConfig {
  return runtimeConfigSchema.parse({
    apiBaseUrl: env.API_BASE_URL ?? '/api/v1',
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'demo-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? 'demo-care.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID ?? 'demo-care',
      appId: optional(env.FIREBASE_APP_ID),
      messagingSenderId: optional(env.FIREBASE_MESSAGING_SENDER_ID),
      vapidKey: optional(env.FIREBASE_VAPID_KEY),
    },
    authEmulatorUrl: optional(env.AUTH_EMULATOR_URL, 'http://127.0.0.1:9099'),
    tokenSyncUrl: optional(env.TOKEN_SYNC_URL),
    mobileApps: {
      appStoreUrl: optional(env.APP_STORE_URL),
      googlePlayUrl: optional(env.GOOGLE_PLAY_URL),
    },
    termsUrl: optional(env.TERMS_URL),
    privacyPolicyUrl: optional(env.PRIVACY_POLICY_URL),
    remotes: Object.fromEntries(
      remoteNames.map((name) => [
        name,
        env[remoteUrlVariable(name)] ?? `http://localhost:${defaultPortOf(name)}/mf-manifest.json`,
      ]),
    ),
  });
}
