import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { InstitutionTile } from '../components/institution-tile';
import { renderUi } from './helpers';

describe('InstitutionTile', () => {
  it("names the plain logo 'Logo {name}'", () => {
    renderUi(<InstitutionTile name="Municipalidad de Maipú" logoUrl="/l.png" />);
    const img = screen.getByRole('img', { name: 'Logo Municipalidad de Maipú' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it("uses 'Institución reconocida' when the logo comes with text", () => {
    renderUi(<InstitutionTile name="Banco" logoUrl="/l.png" text="Gestión institucional inclusiva 2023" />);
    expect(screen.getByRole('img', { name: 'Institución reconocida' })).toBeInTheDocument();
    expect(screen.getByText('Gestión institucional inclusiva 2023')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <>
        <InstitutionTile name="Banco" logoUrl="/l.png" />
        <InstitutionTile name="Banco" logoUrl="/l.png" text="Texto" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
