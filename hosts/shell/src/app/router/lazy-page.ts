import { lazy, type ComponentType } from 'react';

/** A page loaded on first visit, from a module exporting it by name. */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
