import type { RuntimeConfig } from '@care/contracts';

/** Hosts the Firebase web SDK talks to outside the emulator. */
const firebaseEndpoints = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
/** Hosts the messaging SDK registers a push token with; only when push is configured. */
const messagingEndpoints = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];
/** The SDK loads gapi from here before a Google or Apple popup. */
const googleScripts = ['https://apis.google.com'];

/** The origin of an absolute URL; a relative one is same-origin and needs no entry. */
function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * CSP directives for a page of the composition: scripts only from this origin
 * and the configured remotes, never inline but for the sign-in pages' own
 * script, allowed by its hash (`inlineScriptSources`), requests only to the API, the
 * identity service, push registration when configured, and the remotes. The push
 * service worker is a same-origin script, so worker-src stays 'self'.
 */
export function contentSecurityPolicy(
  config: RuntimeConfig | undefined,
  inlineScriptSources: string[] = [],
): Record<string, string[]> {
  const remoteOrigins = config ? Object.values(config.remotes).flatMap(originOf) : [];
  const identityOrigins = config
    ? [...originOf(config.authEmulatorUrl), ...originOf(config.tokenSyncUrl), ...firebaseEndpoints]
    : [];
  // The four app values push needs; without them the page never registers a token.
  const pushConfigured = Boolean(config?.firebase.appId && config.firebase.messagingSenderId);
  const authFrames = config
    ? [`https://${config.firebase.authDomain}`, ...originOf(config.authEmulatorUrl)]
    : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: unique([
      "'self'",
      ...inlineScriptSources,
      ...remoteOrigins,
      ...(config ? googleScripts : []),
    ]),
    // Emotion (Chakra) injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The API serves pictures too (outpost logos, through signed links); blob: is a picked file's preview.
    imgSrc: unique(["'self'", 'data:', 'blob:', ...originOf(config?.apiBaseUrl), ...remoteOrigins]),
    fontSrc: unique(["'self'", 'data:', ...remoteOrigins]),
    connectSrc: unique([
      "'self'",
      ...originOf(config?.apiBaseUrl),
      ...identityOrigins,
      ...(pushConfigured ? messagingEndpoints : []),
      ...remoteOrigins,
    ]),
    frameSrc: unique(["'self'", ...authFrames]),
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
  };
}
