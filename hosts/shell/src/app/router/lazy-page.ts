import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first visit, from a module exporting it by name. `preload()` fetches its code
 * before it renders (a failure is left to that render, which shows it).
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return Object.assign(Page, { preload: () => void load().catch(() => undefined) });
}
