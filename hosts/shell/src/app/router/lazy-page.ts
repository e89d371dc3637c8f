import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Already loaded: React.lazy takes any thenable (its types say Promise), and this one calls back
 * at once, so React has the page in the render that asks for it.
 */
const settled = (page: PageModule) =>
  ({
    then: (resolve: (value: PageModule) => void) => resolve(page),
  }) as unknown as Promise<PageModule>;

/**
 * A page loaded on first visit, from a module exporting it by name. `preload()` fetches its code
 * before it renders (a failure is left to that render, which shows it).
 *
 * A page whose code is already here renders in the same pass instead of suspending: a page that
 * suspends shows its Suspense fallback, and React then holds the page back until 300 ms after
 * that fallback appeared (its fallback throttle), however soon the code is there. After a reload
 * or a sign-in that wait was most of the time between the account's answer and the dashboard.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loaded: PageModule | undefined;
  const loadPage = () =>
    load().then((module) => (loaded = { default: module[name] as ComponentType }));
  const Page = lazy(() => (loaded ? settled(loaded) : loadPage()));
  return Object.assign(Page, { preload: () => void loadPage().catch(() => undefined) });
}
