'use strict';
require('@testing-library/jest-dom');
const { toHaveNoViolations } = require('jest-axe');
const { installMatchMedia } = require('./match-media');

expect.extend(toHaveNoViolations);
installMatchMedia(window);

// Tests share one jsdom per file: start each from a clean storage and viewport.
beforeEach(() => {
  window.localStorage.clear();
  window.resizeTo(1024, 768);
});

// jsdom has no layout, so no size ever changes: an observer that is never called is what it would see.
window.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};
