// jsdom hides Node's fetch API and TextEncoder; ky and firebase need them. BroadcastChannel
// too, which the panel's tabs talk through (a second channel in a test is another tab). Blob and File come
// from Node too, so a File a test makes fits Node's FormData and Request (an upload's body).
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
      BroadcastChannel,
    });
  }
};
