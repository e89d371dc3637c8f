import { provideFederationRuntime } from './provide.mjs';

provideFederationRuntime();
