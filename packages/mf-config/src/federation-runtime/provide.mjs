// A remote's build leaves the federation runtime out and reads it from a
// global. In the panel the shell fills that global with its own runtime (as a
// runtime plugin, before any remote can load); a remote's own page, run without
// the shell, loads a file that fills it first (standalone.mjs).
import * as runtimeCore from '@module-federation/runtime-core';

export function provideFederationRuntime() {
  globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
}

export default function shareFederationRuntime() {
  return {
    name: 'share-federation-runtime',
    beforeInit(args) {
      provideFederationRuntime();
      return args;
    },
  };
}
