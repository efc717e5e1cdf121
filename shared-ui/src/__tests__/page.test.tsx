import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { PageHeading } from '../components/page-heading';
import { PageTitle } from '../components/page-title';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { UNAVAILABLE_MESSAGE, UnavailableSection } from '../components/unavailable-section';
import { formatPageTitle, usePageTitle } from '../hooks/use-page-title';
import { renderUi } from './helpers';

function TitleProbe({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

describe('page title', () => {
  it("ends every title with ' - Sello'", () => {
    render(<PageTitle title="Noticias" />);
    expect(document.title).toBe('Noticias - Sello');
    expect(formatPageTitle('Inicio')).toBe('Inicio - Sello');
  });

  it('waits for the data: an empty title leaves the document title alone', () => {
    document.title = 'Noticias - Sello';
    const { rerender } = render(<TitleProbe title={null} />);
    expect(document.title).toBe('Noticias - Sello');
    rerender(<TitleProbe title="Nueva convocatoria" />);
    expect(document.title).toBe('Nueva convocatoria - Sello');
  });
});

describe('PageHeading', () => {
  it('is the h1 and can receive focus from the shell', () => {
    renderUi(<PageHeading>Noticias</PageHeading>);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Noticias' });
    expect(h1).toHaveAttribute('tabindex', '-1');
    h1.focus();
    expect(h1).toHaveFocus();
  });
});

describe('UnavailableSection', () => {
  it('explains in Spanish and offers a retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderUi(<UnavailableSection onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_MESSAGE);
    expect(UNAVAILABLE_MESSAGE).toBe(
      'Esta sección no está disponible en este momento. Por favor, inténtalo de nuevo más tarde.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('data states', () => {
  it('announces loading, shows empty and error messages', () => {
    renderUi(
      <>
        <LoadingState />
        <EmptyState message="No hay noticias." />
        <ErrorState message="No se pudieron cargar las noticias." />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.getByText('No hay noticias.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar las noticias.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <main>
        <PageHeading>Título</PageHeading>
        <LoadingState />
        <EmptyState />
        <ErrorState onRetry={() => {}} />
        <UnavailableSection onRetry={() => {}} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
