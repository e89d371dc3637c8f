// Reads a live event stream over a real socket, as the browser does: fetch with the Bearer
// header, the body parsed as Server-Sent Events.
import { apiBasePath, endpoints, type LiveEvent } from '@care/contracts';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';
import { get, type IncomingMessage } from 'node:http';

export interface ReceivedEvent {
  /** The SSE id, when the event moved the cursor. */
  eventId: string | undefined;
  event: LiveEvent;
}

export interface OpenedTestStream {
  status: number;
  /** The problem's body when the stream was refused. */
  refusal: unknown;
  received: ReceivedEvent[];
  comments: string[];
  /** The SSE id of the last event that carried one, as a browser would resume from. */
  lastEventId(): string | undefined;
  /** Resolves with the first received event that matches, waiting up to `timeoutMs`. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address of a listening app (`app.listen({ port: 0 })`). */
export function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app does not listen');
  return `http://127.0.0.1:${address.port}`;
}

export async function openTestStream(
  baseUrl: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<OpenedTestStream> {
  // node:http with a socket of its own, which closing destroys: a pooled client may keep or
  // open connections the server then waits for when it shuts down.
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(
      `${baseUrl}${apiBasePath}${endpoints.streamLiveEvents.path}`,
      {
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers },
      },
      resolve,
    );
    request.on('error', reject);
  });
  const received: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let lastId: string | undefined;
  const parser = createParser({
    onEvent: ({ id, data }) => {
      if (id !== undefined) lastId = id;
      received.push({ eventId: id, event: JSON.parse(data) as LiveEvent });
      for (const wake of waiters) wake();
    },
    onComment: (comment) => comments.push(comment),
  });
  const status = response.statusCode ?? 0;
  response.setEncoding('utf8');
  let refusal: unknown = null;
  let text = '';
  const ended = new Promise<void>((resolve) => {
    response.on('data', (chunk: string) => {
      if (status === 200) parser.feed(chunk);
      else text += chunk;
    });
    response.on('end', resolve);
    response.on('close', resolve);
    response.on('error', () => resolve());
  });
  if (status !== 200) {
    await ended;
    refusal = JSON.parse(text) as unknown;
  }
  return {
    status,
    refusal,
    received,
    comments,
    lastEventId: () => lastId,
    waitFor(match, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(({ event }) => match(event));
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(received)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => response.destroy(),
  };
}

/** Lets every write that was going to reach the streams arrive (NOTIFY is asynchronous). */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
