import { newsPage } from '../../test-support/fake-api';
import { counterText } from '../components/news-counter';
import { pageFromUrl, paginatorLinks } from '../components/news-paginator';

describe('news counter and pagination links', () => {
  it('reads "Mostrando 1 - 9 de {total}" up to 9 items, else from - to', () => {
    expect(counterText({ total: 9, from: 1, to: 9 })).toBe('Mostrando 1 - 9 de 9');
    expect(counterText({ total: 4, from: 1, to: 4 })).toBe('Mostrando 1 - 9 de 4');
    expect(counterText({ total: 10, from: 10, to: 10 })).toBe('Mostrando 10 - 10 de 10');
  });

  it('drops the first and last links and takes previous/next from the page URLs', () => {
    const links = paginatorLinks(newsPage(1, 20));
    expect(links.map((l) => l.label)).toEqual(['Anterior', '1', '2', '3', 'Siguiente']);
    expect(links[0]?.url).toBeNull();
    expect(links.at(-1)?.url).toMatch(/page=2$/);
    expect(paginatorLinks({ ...newsPage(2, 20), next_page_url: '' }).at(-1)?.url).toBeNull();
  });

  it('reads the page number of a pagination URL', () => {
    expect(pageFromUrl('http://api.test/noticias?page=4')).toBe(4);
    expect(pageFromUrl('http://api.test/noticias')).toBe(1);
  });
});
