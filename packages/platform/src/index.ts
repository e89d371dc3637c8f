export {
  configurePlatform,
  getPlatformOptions,
  type PlatformOptions,
} from './config/platform-config';
export { ApiError, isApiError } from './api/api-error';
export { callEndpoint, preloadApiClient, type CallInput } from './api/call-endpoint';
export { ifMatch } from './api/if-match';
export { answerSignInAgain, useSignInAgainQuestion } from './api/sign-in-again';
export { createQueryClient, shouldRetry } from './api/query-client';
export { organizationScopes, queryKeys } from './api/query-keys';
export {
  routePatterns,
  routes,
  type PathParamNames,
  type RouteBuilders,
  type RouteName,
  type RoutePatterns,
} from './routes/routes';
export { getFirebaseAuth, initFirebase, preloadIdentitySdk } from './auth/firebase';
export {
  isRegisteredSession,
  signedOutState,
  useAuthStore,
  type AuthState,
  type AuthStatus,
  type SessionClaims,
  type SessionUser,
} from './auth/auth-store';
export {
  getIdToken,
  identityErrorCode,
  refreshSession,
  signIn,
  signOut,
  watchSession,
  type RefreshSessionOptions,
  type SignInFailure,
} from './auth/session';
export { clearCacheOnUserChange } from './auth/cache-reset';
export { hasSessionHint } from './auth/session-hint';
export { forgetUserStorage, USER_STORAGE_KEYS } from './auth/user-storage';
export { isPrerendering, whenShown } from './page/prerendering';
export { organizationQueryOptions, useOrganization } from './organization/organization';
export {
  accountBundleQueryOptions,
  fetchAccountBundle,
  loadAccountContracts,
  useAccountBundle,
  useAccountFlags,
} from './account/account-bundle';
export {
  DEFAULT_LAYOUT_SCALE,
  LAYOUT_SCALES,
  LAYOUT_SETTINGS_STORAGE_KEY,
  defaultLayoutSettings,
  useLayoutSettings,
  type InputStyle,
  type LayoutScale,
  type LayoutSettings,
  type MenuMode,
} from './layout/layout-settings';
