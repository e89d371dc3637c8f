#!/usr/bin/env node
// Writes the CSP sources of a build's inline scripts beside it: inline-script-sources <app> <dist>.
// The server is TypeScript; tsx's loader (ESM and CommonJS hooks) runs it as is.
await import('tsx');
await import('../src/inline-script-sources-cli.ts');
