/**
 * `@care/testing` (dev only): the API stubbed at the HTTP boundary, keyed by the contracts'
 * endpoints, and a remote rendered as the shell mounts it. The identity SDK's stand-in is
 * `@care/testing/identity`; `@care/testing/jest-setup` gives jsdom the layout APIs the UI reads.
 */
export {
  stubApi,
  TEST_API_BASE_URL,
  type ApiStub,
  type RecordedRequest,
  type StubAnswer,
  type StubBody,
  type StubApiOptions,
  type StubRoute,
} from './api/stub-api';
export { problem, unchecked, type StubReply } from './api/problem';
export { renderRemote, type RenderRemoteOptions, type RenderedRemote } from './render-remote';
export { captureDownloads, type SavedDownload } from './ui/downloads';
export { pickRowAction } from './ui/row-actions';
