import { z } from 'zod';

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

export const firebaseWebConfigSchema = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
  appId: z.string().optional(),
  messagingSenderId: z.string().optional(),
  vapidKey: z.string().optional(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

/**
 * What the shell reads from `/config.json` at boot: one build serves every
 * environment, and a remote is moved by changing its manifest URL here.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  firebase: firebaseWebConfigSchema,
  authEmulatorUrl: z.string().url().optional(),
  tokenSyncUrl: z.string().optional(),
  /** Where the mobile app is downloaded; the /mobile page links only the stores configured. */
  mobileApps: z
    .object({ appStoreUrl: z.url().optional(), googlePlayUrl: z.url().optional() })
    .optional(),
  remotes: z.partialRecord(remoteNameSchema, z.string().min(1)),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
