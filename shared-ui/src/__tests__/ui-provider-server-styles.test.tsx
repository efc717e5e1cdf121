import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { getSystem } from '../theme/system';
import { documentCss, renderProvidedButton } from './helpers';

// A page the portal server rendered arrives with Chakra's global CSS (reset, global rules, token
// variables) in emotion's `css-global` tags; hydrating it must keep those rules and add no copy.
// Its own file: UiProvider decides once per document whether the server's styles are there.

describe('UiProvider on a server-rendered page', () => {
  beforeAll(() => {
    // What the server writes: the system's global CSS, compiled by emotion, under the name emotion
    // gives it (compiled here into a detached element, as the server's cache keeps it off any page).
    const serialized = serializeStyles([getSystem()._global as never], undefined, {});
    const compiled = document.createElement('div');
    const cache = createCache({ key: 'server', container: compiled, speedy: false });
    cache.insert('', serialized, cache.sheet, true);
    const tag = document.createElement('style');
    tag.dataset.emotion = `css-global ${serialized.name}`;
    tag.textContent = Array.from(compiled.querySelectorAll('style'), (style) => style.textContent).join('');
    document.head.append(tag);
  });

  it('keeps the global styles the server sent, adds no second copy and never builds them', () => {
    // Building the global CSS was most of creating the system; the browser need not, the page has it.
    const built = jest.spyOn(getSystem(), '_global', 'get');
    const button = renderProvidedButton();
    expect(button).toBeInTheDocument();
    const css = documentCss();
    expect(css.match(/--chakra-colors-brand-solid:\s*#0051A8/gi)).toHaveLength(1);
    expect(css).toContain('calc(100% * var(--sello-font-scale, 1))');
    // The button's own recipe still arrives from the browser.
    expect(button.className).toMatch(/css-/);
    expect(built).not.toHaveBeenCalled();
  });
});
