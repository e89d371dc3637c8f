/**
 * `@care/platform/upload`: sending a file to an upload endpoint with progress, saving text the
 * page holds as a downloaded file, and resolving the links the API answers (signed file links). An entry point of its own, so only pages that
 * upload or show files load it, not the shell's first render. It reaches the platform's one
 * configuration and ApiError through `@care/platform` by name, so the page keeps one of each.
 */
export { resolveApiLink, uploadToEndpoint, type UploadInput, type UploadProgress } from './upload';
export { saveFile, saveTextFile, type SaveTextFileOptions } from './download';
