import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { buildPageLinks, Paginator, splitPageLinks, type PageLink } from '../components/paginator';
import { renderUi } from './helpers';

const url = (page: number) => `/api/news?page=${page}`;

// The shape a Laravel-style paginated response gives.
const laravel = (current: number, last: number): PageLink[] => [
  { label: '&laquo; Previous', url: current > 1 ? url(current - 1) : null, active: false },
  ...buildPageLinks(current, last, url),
  { label: 'Next &raquo;', url: current < last ? url(current + 1) : null, active: false },
];

describe('Paginator', () => {
  it('shows numbered pages and marks the current one', () => {
    renderUi(<Paginator links={laravel(2, 3)} onNavigate={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderUi(<Paginator links={laravel(1, 3)} onNavigate={() => {}} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    rerender(<Paginator links={laravel(3, 3)} onNavigate={() => {}} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('navigates with the chosen url', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    renderUi(<Paginator links={laravel(2, 3)} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onNavigate).toHaveBeenLastCalledWith(url(3));
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onNavigate).toHaveBeenLastCalledWith(url(1));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onNavigate).toHaveBeenLastCalledWith(url(3));
    onNavigate.mockClear();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('derives previous and next when the links are only page numbers', () => {
    const { previousUrl, nextUrl, pages } = splitPageLinks(buildPageLinks(1, 2, url));
    expect(pages).toHaveLength(2);
    expect(previousUrl).toBeNull();
    expect(nextUrl).toBe(url(2));
  });

  it('renders nothing for a single page', () => {
    const { container } = renderUi(<Paginator links={laravel(1, 1)} onNavigate={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<Paginator links={laravel(2, 5)} onNavigate={() => {}} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
