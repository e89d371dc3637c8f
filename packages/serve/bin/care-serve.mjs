#!/usr/bin/env node
// Serves a built app of the composition: care-serve <app> [dist-dir].
// The server is TypeScript; tsx's loader (ESM and CommonJS hooks) runs it as is.
await import('tsx');
await import('../src/cli.ts');
