/**
 * `@care/host-kit`: what a host of the panel does at boot and wraps a page in, shared by the
 * shell, a remote running alone (`@care/host-kit/standalone`) and the tests. The sign-in form
 * and the frame of the account forms are `@care/host-kit/sign-in`.
 *
 * Not a federation singleton: a host bundles what it uses of it, and a remote's exposed App
 * never imports it (only its standalone entry does).
 */
export { loadRuntimeConfig, RUNTIME_CONFIG_URL } from './boot/runtime-config';
export {
  bootPlatform,
  configurePlatformFrom,
  startIdentity,
  type PlatformBoot,
} from './boot/boot-platform';
export { startHost, type HostPage, type StartHostOptions } from './boot/start-host';
export { BootFailurePage } from './boot/BootFailurePage';
export { PanelProviders, type PanelProvidersProps } from './providers/PanelProviders';
export { LazyToaster } from './providers/LazyToaster';
export { RuntimeConfigContext, useRuntimeConfig } from './providers/runtime-config-context';
export {
  HOST_KIT_NAMESPACE,
  hostKitResources,
  registerHostKitResources,
  useHostKitTranslation,
} from './i18n/host-kit-i18n';
