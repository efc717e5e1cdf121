import { fullWidthSrcSet, mediaSrcSet } from '../data/media-srcset';

describe('mediaSrcSet', () => {
  it("offers the API's narrower copies of a stored picture, then the original at its width", () => {
    expect(mediaSrcSet('/api/media/0b1c-2d.jpg', 1110)).toBe(
      '/api/media/0b1c-2d.jpg?w=480 480w, /api/media/0b1c-2d.jpg?w=800 800w, /api/media/0b1c-2d.jpg 1110w',
    );
  });

  it('offers no copy as wide as the original or wider', () => {
    expect(mediaSrcSet('/api/media/logo.png', 600)).toBe('/api/media/logo.png?w=480 480w, /api/media/logo.png 600w');
  });

  it('has nothing for an address the API does not store or that is not a picture', () => {
    expect(mediaSrcSet('https://example.cl/foto.jpg', 1110)).toBeUndefined();
    expect(mediaSrcSet('/api/media/bases.pdf', 1110)).toBeUndefined();
    expect(fullWidthSrcSet('/api/media/bases.pdf', 1110)).toEqual({});
  });
});
