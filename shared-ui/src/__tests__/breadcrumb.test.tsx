import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Breadcrumb } from '../components/breadcrumb';
import { renderUi } from './helpers';

const items = [
  { label: 'Noticias', to: '/noticias' },
  { label: 'Nueva convocatoria' },
];

describe('Breadcrumb', () => {
  it('is a named nav whose last item is the current page', () => {
    renderUi(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(nav).getByRole('link', { name: 'Noticias' })).toHaveAttribute('href', '/noticias');
    const current = within(nav).getByText('Nueva convocatoria');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Nueva convocatoria' })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<Breadcrumb items={items} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
