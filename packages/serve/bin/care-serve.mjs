#!/usr/bin/env node
// Serves a built app of the composition: care-serve <app> [dist-dir].
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
