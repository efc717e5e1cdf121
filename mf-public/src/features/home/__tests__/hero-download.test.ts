import type { HomeContent } from '@sello/shared-api';
import { startHeroDownload } from '../components/hero-download';

const home = (url: string | null): HomeContent => ({ texto_bajada: '<p>Texto</p>', landing_image: null, landing_image_url: url, landing_image_alt: '', updated_at: '2026-01-01' });

describe('startHeroDownload', () => {
  const created: HTMLImageElement[] = [];
  const RealImage = window.Image;
  beforeEach(() => {
    created.length = 0;
    window.Image = class extends RealImage {
      constructor() {
        super();
        created.push(this);
      }
    } as typeof Image;
  });
  afterEach(() => {
    window.Image = RealImage;
  });

  it('starts downloading the landing image, first, as soon as the home answer arrives', () => {
    const answer = home('http://api.test/media/portada.png');
    expect(startHeroDownload(answer)).toBe(answer);
    expect(created).toHaveLength(1);
    expect(created[0]?.src).toBe('http://api.test/media/portada.png');
    expect(created[0]?.fetchPriority).toBe('high');
  });

  it('asks for nothing when there is no landing image', () => {
    startHeroDownload(home(null));
    expect(created).toHaveLength(0);
  });
});
