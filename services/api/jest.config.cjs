// The API suite runs against a real Auth emulator (started once per run by the global setup, on a
// free port) and in-memory PGlite, plus a throwaway PostgreSQL database when one is reachable.
const preset = require('../../jest.preset.cjs')(__dirname, {
  environment: 'node',
  setupFiles: ['<rootDir>/test/setup.ts'],
});

const swc = { jsc: { target: 'es2022' }, module: { type: 'commonjs' } };

module.exports = {
  ...preset,
  // The repository's port helper is plain ESM shared with the scripts; jest transpiles it too.
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  transform: {
    ...preset.transform,
    '/scripts/[^/]+\\.mjs$': Object.values(preset.transform)[0],
    // PGlite's CommonJS build loads Node built-ins with import(), and React Email's render loads
    // react-dom/server that way, which jest's sandbox only allows with
    // --experimental-vm-modules; swc turns those into require().
    '/(@electric-sql/pglite|@react-email/render)/dist/.+\\.cjs$': ['@swc/jest', swc],
  },
  // Also transform the ESM-only `cookie` (required by Fastify's inject), PGlite, React Email's
  // render, file-type with its ESM-only dependencies (logo uploads) and archiver with its own (data
  // exports), as the preset does for its own ESM-only packages.
  transformIgnorePatterns: [
    'node_modules/(?!(\\.pnpm/)?(ky|cookie|@electric-sql[+/]pglite|@react-email[+/]render|file-type|strtok3|token-types|@tokenizer[+/]inflate|uint8array-extras|@borewit[+/]text-codec|archiver|zip-stream|compress-commons|crc32-stream|is-stream|readdir-glob)[@/])',
  ],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
};
