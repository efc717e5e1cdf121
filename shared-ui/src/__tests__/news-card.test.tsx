import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { NewsCard } from '../components/news-card';
import { renderUi } from './helpers';

const news = {
  title: 'Nueva convocatoria 2024',
  excerpt: 'Se abre el proceso de postulación.',
  date: '2024-05-03',
  url: 'nueva-convocatoria-2024',
};

describe('NewsCard', () => {
  it('shows date, title, excerpt and links to the detail page', () => {
    renderUi(<NewsCard {...news} imageUrl="/img/n.jpg" />);
    expect(screen.getByText('Fecha: 03/05/2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: news.title })).toBeInTheDocument();
    expect(screen.getByText(news.excerpt)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Leer más\s+sobre Nueva convocatoria 2024$/ });
    expect(link).toHaveAttribute('href', '/noticias/detail/nueva-convocatoria-2024');
  });

  it('gives the image its size and lazy loading', () => {
    const { container } = renderUi(<NewsCard {...news} imageUrl="/img/n.jpg" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '1110');
    expect(img).toHaveAttribute('height', '336');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('Imagen no disponible')).not.toBeInTheDocument();
  });

  it('offers the narrower copies it is given, with the width the card takes', () => {
    const srcSet = '/img/n.jpg?w=480 480w, /img/n.jpg?w=800 800w, /img/n.jpg 1110w';
    const { container } = renderUi(<NewsCard {...news} imageUrl="/img/n.jpg" imageSrcSet={srcSet} imageSizes="100vw" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/img/n.jpg');
    expect(img).toHaveAttribute('srcset', srcSet);
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it("says 'Imagen no disponible' without an image", () => {
    const { container } = renderUi(<NewsCard {...news} imageUrl={null} />);
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <main>
        <NewsCard {...news} imageUrl="/img/n.jpg" />
        <NewsCard {...news} url="otra" imageUrl={null} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
