type Body = Document | XMLHttpRequestBodyInit | null | undefined;

/**
 * XMLHttpRequest as far as the apps use it (uploads with progress), answered by the page's
 * `fetch`: so the API stub, which stands at fetch, also answers requests sent this way. The
 * whole body counts as sent (one progress event) just before the request reaches the stub.
 */
export function xhrOverFetch(fetchImpl: () => typeof fetch): typeof XMLHttpRequest {
  class FetchBackedXhr extends EventTarget {
    readonly upload = new EventTarget();
    readyState = 0;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private responseHeaders = new Headers();
    private readonly controller = new AbortController();

    open(method: string, url: string | URL) {
      this.method = method;
      this.url = String(url);
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getResponseHeader(name: string) {
      return this.responseHeaders.get(name);
    }

    getAllResponseHeaders() {
      return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}\r\n`).join('');
    }

    abort() {
      this.controller.abort();
    }

    send(body?: Body) {
      void this.exchange(body);
    }

    private async exchange(body: Body) {
      try {
        const request = new Request(this.url, {
          method: this.method,
          headers: this.headers,
          body: (body ?? null) as BodyInit | null,
          signal: this.controller.signal,
        });
        const total = (await request.clone().arrayBuffer()).byteLength;
        this.upload.dispatchEvent(
          new ProgressEvent('progress', { lengthComputable: true, loaded: total, total }),
        );
        const response = await fetchImpl()(request);
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.readyState = 4;
        this.dispatchEvent(new ProgressEvent('load'));
      } catch {
        this.readyState = 4;
        this.dispatchEvent(new ProgressEvent(this.controller.signal.aborted ? 'abort' : 'error'));
      }
    }
  }
  return FetchBackedXhr as unknown as typeof XMLHttpRequest;
}
