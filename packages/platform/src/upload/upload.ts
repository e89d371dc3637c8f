import {
  buildPath,
  type Endpoint,
  type ParamsOf,
  type ResponseOf,
  type Upload,
  type UploadFieldsOf,
} from '@care/contracts/endpoint';
import { type Problem, problemSchema } from '@care/contracts/problem';
import { ApiError, getPlatformOptions } from '@care/platform';

/** How much of an upload's body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadInput<E extends Endpoint> = {
  params: ParamsOf<E>;
  /** The file, sent last in the endpoint's file part (the API reads the fields first). */
  file: Blob;
  /** The name the file part carries; a File's own name by default. */
  filename?: string;
  fields?: UploadFieldsOf<E>;
  headers?: Record<string, string>;
  /** Called as the body goes out, so a page can show a progress bar. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

const JSON_TYPE = 'application/json';

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function problemOf(status: number, statusText: string, text: string): Problem {
  try {
    const parsed = problemSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { ...parsed.data, status };
  } catch {
    // Not JSON (a proxy's page): the status still tells what happened.
  }
  return { type: 'about:blank', title: statusText || 'Request failed', status };
}

/**
 * Sends a file to an upload endpoint of the contracts table as `multipart/form-data`, with the
 * caller's Bearer token, and parses the answer with the endpoint's schema; a non-2xx answer
 * throws an ApiError with its problem, as `callEndpoint` does. It goes through XMLHttpRequest,
 * the one browser API that reports an upload's progress over HTTP/1.1 (fetch can only stream
 * a request body over HTTP/2).
 */
export async function uploadToEndpoint<E extends Endpoint & { upload: Upload }>(
  endpoint: E,
  { params, file, filename, fields, headers, onProgress, signal }: UploadInput<E>,
): Promise<ResponseOf<E>> {
  const { apiBaseUrl, getIdToken, getLanguage } = getPlatformOptions();
  const url = joinUrl(
    apiBaseUrl,
    buildPath(endpoint.path, params as unknown as Record<string, string>),
  );
  const token = await getIdToken();
  const language = getLanguage?.();

  const form = new FormData();
  for (const [name, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) form.append(name, String(value));
  }
  const name = filename ?? (file instanceof File ? file.name : 'file');
  form.append(endpoint.upload.file, file, name);

  const { status, statusText, text } = await new Promise<{
    status: number;
    statusText: string;
    text: string;
  }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    request.setRequestHeader('Accept', JSON_TYPE);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (language) request.setRequestHeader('Accept-Language', language);
    for (const [header, value] of Object.entries(headers ?? {})) {
      request.setRequestHeader(header, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () =>
      resolve({
        status: request.status,
        statusText: request.statusText,
        text: request.responseText,
      }),
    );
    request.addEventListener('error', () => reject(new TypeError('The upload failed to send.')));
    request.addEventListener('abort', () =>
      reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError')),
    );
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });

  if (status < 200 || status >= 300) throw new ApiError(problemOf(status, statusText, text));
  if (!endpoint.response || status === 204) return undefined as ResponseOf<E>;
  return endpoint.response.parse(JSON.parse(text)) as ResponseOf<E>;
}

/**
 * A link the API answered (e.g. an outpost's `logoUrl`, `/api/v1/…`) as the browser reaches it:
 * resolved against the API's own address, which may be another origin than the page's.
 */
export function resolveApiLink(link: string): string {
  const { apiBaseUrl } = getPlatformOptions();
  return new URL(link, new URL(apiBaseUrl, window.location.href)).href;
}
