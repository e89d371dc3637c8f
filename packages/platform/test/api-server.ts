import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface CannedAnswer {
  status: number;
  body?: unknown;
  contentType?: string;
}

/**
 * A real HTTP server on an ephemeral port: tests exercise the whole request
 * path (ky, fetch, headers, JSON) and see exactly what went over the wire.
 */
export async function startApiServer(answer: (request: RecordedRequest) => CannedAnswer) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const { status, body: payload, contentType = 'application/json' } = answer(request);
      res.writeHead(status, payload === undefined ? {} : { 'Content-Type': contentType });
      res.end(
        payload === undefined
          ? undefined
          : typeof payload === 'string' || Buffer.isBuffer(payload)
            ? payload
            : JSON.stringify(payload),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
