/**
 * Debian's Chromium as the e2e suite and the browser benchmarks run it: nothing of its own in the
 * background (no update checks, sync or network probes, which this machine's closed network
 * refuses and which would skew a timing).
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
