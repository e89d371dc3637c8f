// zod/mini: the shell parses this before its first render, and the mini API lets
// the bundle keep only the few schema kinds used here, not every method of full zod.
import * as z from 'zod/mini';

/** The remotes the shell composes; each exposes `./App`. */
export const remoteNames = [
  'members',
  'orders',
  'tags',
  'documents',
  'outposts',
  'admin',
  'account',
] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

const nonEmpty = () => z.string().check(z.minLength(1));

export const firebaseWebConfigSchema = z.object({
  apiKey: nonEmpty(),
  authDomain: nonEmpty(),
  projectId: nonEmpty(),
  appId: z.optional(z.string()),
  messagingSenderId: z.optional(z.string()),
  vapidKey: z.optional(z.string()),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

/**
 * What the shell reads from `/config.json` at boot: one build serves every
 * environment, and a remote is moved by changing its manifest URL here.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: nonEmpty(),
  firebase: firebaseWebConfigSchema,
  authEmulatorUrl: z.optional(z.url()),
  tokenSyncUrl: z.optional(z.string()),
  /** Where the mobile app is downloaded; the /mobile page links only the stores configured. */
  mobileApps: z.optional(
    z.object({ appStoreUrl: z.optional(z.url()), googlePlayUrl: z.optional(z.url()) }),
  ),
  /** The Terms of Service a new account accepts, linked beside that checkbox when set. */
  termsUrl: z.optional(z.url()),
  /** The privacy policy, linked where an account accepts it (registration, a new version). */
  privacyPolicyUrl: z.optional(z.url()),
  remotes: z.partialRecord(remoteNameSchema, nonEmpty()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
