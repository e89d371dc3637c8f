import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { createContext, useContext } from 'react';

/**
 * The runtime config the boot loaded, for what starts later on a signed-in
 * page (push, token sync): one read of /config.json per page. Undefined where
 * no boot ran, e.g. a page rendered alone in a test.
 */
export const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined);

export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
