import { test as base } from '@playwright/test';
import { currentStack } from './stack';

/**
 * Playwright's `test`, with `baseURL` pointing at the stack global setup started: its ports
 * are chosen when the run starts, after the config has been read.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(currentStack().url);
  },
});

export {
  devices,
  expect,
  type Browser,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
