import { screen, waitFor } from '@testing-library/react';
import { basesDescargable, fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { CategoryPage } from '../routes/category-page';

describe('/sello-chile-inclusivo/{categoria}', () => {
  it('shows the breadcrumb, both stages, who may participate, the one-RUT note and the bases', async () => {
    fakeApi().on('GET', /^\/descargables$/, { body: [basesDescargable] });
    renderPage(<CategoryPage />, { path: '/sello-chile-inclusivo/:categoria', url: '/sello-chile-inclusivo/espacios-publicos-inclusivos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Espacios Públicos Inclusivos' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(crumbs.querySelector('a[href="/sello-chile-inclusivo"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Etapa 1: Admisibilidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Etapa 2: Proyecto de espacio de uso público y gratuito' })).toBeInTheDocument();
    expect(screen.getByText(/100 o más trabajadores/)).toBeInTheDocument();
    expect(screen.getByText(/200 o más trabajadores/)).toBeInTheDocument();
    expect(screen.getByText('Cada participante puede registrar un solo RUT y una sola dirección a la vez.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Descargar bases/ })).toHaveAttribute('href', basesDescargable.documento_url);
    await waitFor(() => expect(document.title).toBe('Espacios Públicos Inclusivos - Sello'));
  });

  it('says so for an unknown category', () => {
    fakeApi();
    renderPage(<CategoryPage />, { path: '/sello-chile-inclusivo/:categoria', url: '/sello-chile-inclusivo/otra' });
    expect(screen.getByRole('heading', { level: 1, name: 'Categoría no encontrada' })).toBeInTheDocument();
  });
});
