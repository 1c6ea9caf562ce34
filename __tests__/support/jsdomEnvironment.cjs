// jsdom with Node's own fetch primitives, so code that builds Responses and
// ReadableStreams runs in component tests as it does in the browser.
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      "fetch",
      "Response",
      "Request",
      "Headers",
      "ReadableStream",
      "TextEncoder",
      "TextDecoder",
      "structuredClone",
      // React's scheduler prefers setImmediate; with Node's MessageChannel it
      // would hold a port open and jest would never exit.
      "setImmediate",
      "clearImmediate",
    ]) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
