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
    let matches = evaluate(query, win.innerWidth);
    const list = {
      media: query,
      get matches() {
        return matches;
      },
      onchange: null,
      addEventListener: (_type, fn) => listeners.add(fn),
      removeEventListener: (_type, fn) => listeners.delete(fn),
      addListener: (fn) => listeners.add(fn),
      removeListener: (fn) => listeners.delete(fn),
      dispatchEvent: () => true,
    };
    win.addEventListener('resize', () => {
      const next = evaluate(query, win.innerWidth);
      if (next === matches) return;
      matches = next;
      const event = { matches, media: query };
      listeners.forEach((fn) => fn(event));
      if (typeof list.onchange === 'function') list.onchange(event);
    });
    return list;
  };
  // jsdom's resizeTo is a no-op; make it set the size and fire resize like a browser.
  win.resizeTo = (width, height) => {
    Object.defineProperty(win, 'innerWidth', { configurable: true, writable: true, value: width });
    Object.defineProperty(win, 'innerHeight', { configurable: true, writable: true, value: height });
    win.dispatchEvent(new win.Event('resize'));
  };
}

module.exports = { installMatchMedia, evaluate };
