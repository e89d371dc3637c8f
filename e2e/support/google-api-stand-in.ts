import type { Page } from '@playwright/test';

/**
 * A stand-in for https://apis.google.com/js/api.js, the one script a Google or
 * Apple popup sign-in fetches from the internet, which an offline test cannot.
 *
 * The identity SDK uses it in the page, and the Auth emulator's helper iframe
 * uses it inside that iframe, for one thing: `gapi.iframes`, a request/answer
 * channel between the page and the iframe over postMessage. The emulator's
 * sign-in popup hands its result to the iframe, which sends it to the page as
 * an `authEvent`; the page answers that it handled it. This implements exactly
 * that channel (open, ping, restyle, register, send, getParentIframe), with
 * requests to a handler not yet registered kept until it is.
 */
const script = String.raw`(() => {
  const MARK = '__gapiStandIn';
  const FILTER = 'cross-origin-iframes';
  const handlers = {};
  const waiting = {};
  const replies = {};
  let nextId = 0;

  function answer(target, request) {
    const reply = handlers[request.name](request.data);
    target.postMessage({ [MARK]: 'reply', id: request.id, responses: [reply] }, '*');
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object' || !message[MARK]) return;
    if (message[MARK] === 'request') {
      if (handlers[message.name]) answer(event.source, message);
      else (waiting[message.name] = waiting[message.name] || []).push([event.source, message]);
    } else if (message[MARK] === 'reply' && replies[message.id]) {
      const callback = replies[message.id];
      delete replies[message.id];
      // The SDK's webStorageSupport callback throws after reading the answer, by design.
      try { callback(message.responses); } catch (error) { console.debug(error); }
    }
  });

  function channel(targetWindow, loaded) {
    return {
      register(name, handler) {
        handlers[name] = handler;
        for (const [source, request] of waiting[name] || []) answer(source, request);
        delete waiting[name];
      },
      send(name, data, callback) {
        const id = ++nextId;
        if (callback) replies[id] = callback;
        targetWindow().postMessage({ [MARK]: 'request', id, name, data }, '*');
      },
      ping(callback) {
        return loaded.then(() => { if (callback) callback(); return []; });
      },
      restyle() { return Promise.resolve(); },
    };
  }

  const context = {
    open(options, ready) {
      const frame = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes || {})) {
        if (name === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(name, value);
      }
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.src = options.url;
      options.where.appendChild(frame);
      return ready(channel(() => frame.contentWindow, loaded));
    },
    getParentIframe() {
      return channel(() => window.parent, Promise.resolve());
    },
  };

  window.gapi = {
    load(_module, options) { setTimeout(() => options.callback(), 0); },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function Iframe() {}, getContext: () => context },
  };

  // The SDK names its callback in ?onload=; the emulator's iframe defines gapi_onload.
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

/** Serves the stand-in to the page and its frames instead of the internet's api.js; nothing else is routed. */
export async function serveGoogleApiStandIn(page: Page): Promise<void> {
  await page.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  );
}
