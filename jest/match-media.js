'use strict';
/**
 * jsdom has no matchMedia. This one answers width queries from window.innerWidth and notifies
 * listeners on `resize`, so a test can switch layouts with `window.resizeTo(400, 800)`.
 */
const px = (value, unit) => (unit === 'em' || unit === 'rem' ? Number(value) * 16 : Number(value));

function evaluate(query, width) {
  return query.split(',').some((part) => {
    const conditions = [...part.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)?\)/g)];
    if (conditions.length === 0) return false;
    return conditions.every(([, kind, value, unit]) =>
      kind === 'min' ? width >= px(value, unit) : width <= px(value, unit),
    );
  });
}

function installMatchMedia(win) {
  win.matchMedia = (query) => {
    const listeners = new Set();
    let last = false;
    const onResize = () => {
      const matches = evaluate(query, win.innerWidth);
      if (matches === last) return;
      last = matches;
      const event = { matches, media: query };
      listeners.forEach((fn) => fn(event));
    };
    // Listen to resize only while someone listens to this list, so lists do not pile up on window.
    const add = (fn) => {
      if (listeners.size === 0) {
        last = evaluate(query, win.innerWidth);
        win.addEventListener('resize', onResize);
      }
      listeners.add(fn);
    };
    const remove = (fn) => {
      listeners.delete(fn);
      if (listeners.size === 0) win.removeEventListener('resize', onResize);
    };
    return {
      media: query,
      get matches() {
        return evaluate(query, win.innerWidth);
      },
      onchange: null,
      addEventListener: (_type, fn) => add(fn),
      removeEventListener: (_type, fn) => remove(fn),
      addListener: add,
      removeListener: remove,
      dispatchEvent: () => true,
    };
  };
  // jsdom's resizeTo is a no-op; make it set the size and fire resize like a browser.
  win.resizeTo = (width, height) => {
    Object.defineProperty(win, 'innerWidth', { configurable: true, writable: true, value: width });
    Object.defineProperty(win, 'innerHeight', { configurable: true, writable: true, value: height });
    win.dispatchEvent(new win.Event('resize'));
  };
}

module.exports = { installMatchMedia, evaluate };
