export interface PlatformOptions {
  /** Base URL of the versioned API, e.g. `/api/v1`; endpoint paths are appended to it. */
  apiBaseUrl: string;
  /** The signed-in user's ID token, or null when nobody is signed in. Called before every request. */
  getIdToken: () => Promise<string | null>;
  /** The UI language sent as Accept-Language, so the API answers texts in it. */
  getLanguage?: () => string;
}

let options: PlatformOptions | undefined;

/** Called once by the app that boots first (the shell, or a remote's standalone host). */
export function configurePlatform(next: PlatformOptions): void {
  options = next;
}

export function getPlatformOptions(): PlatformOptions {
  if (!options) throw new Error('configurePlatform() must run before the first API call.');
  return options;
}
