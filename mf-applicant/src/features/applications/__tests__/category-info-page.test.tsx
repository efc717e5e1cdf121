import { useA11yStore } from '@sello/shared-a11y';
import { screen } from '@testing-library/react';
import { fakeApi, renderRoutes, signInApplicant } from '../../applicant-core/__tests__/test-utils';
import { detail, list } from '../../category-process/__tests__/fixtures';
import { applicationsRoutes } from '../routes';

describe('the category page of the applicant', () => {
  beforeEach(() => signInApplicant());
  afterEach(() => useA11yStore.getState().clearSession());

  it('describes both stages as the spec does: admissibility, then the free public-use community space project', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /categoria-postulaciones/1': () => [{ id: 1, nombre: 'Gestión Institucional Inclusiva', slug: 'gestion-institucional-inclusiva', descripcion: 'Descripción de la categoría.' }],
    });
    renderRoutes(applicationsRoutes, '/postulante/gestion-institucional-inclusiva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión Institucional Inclusiva' })).toBeInTheDocument();
    expect(screen.getByText('Descripción de la categoría.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Etapa 1: Admisibilidad' })).toBeInTheDocument();
    const stage2 = screen.getByRole('heading', { level: 2, name: 'Etapa 2: Informe de Gestión Institucional Inclusiva' });
    expect(stage2.nextElementSibling).toHaveTextContent(
      'Proyecto de un espacio comunitario de uso público y gratuito, con sus medios de verificación.',
    );
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/postulante/categoria-seleccionada?postulacion=41');
  });
});
