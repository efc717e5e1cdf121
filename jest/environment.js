'use strict';
// jsdom lacks several web APIs that Node has (TextEncoder, fetch, streams, structuredClone...).
// Copy Node's into the test global where jsdom has none, so ky and Chakra behave as in a browser.
// Not MessageChannel: React's scheduler would pick it and its open port keeps jest from exiting.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class SelloJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = SelloJsdomEnvironment;
