import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from '@sello/shared-ui';
import { useRef } from 'react';
import { AddressCatchUp } from '../address-catch-up';

/** The browser's address changes after the router read it and before it listens (hydration yields). */
function AddressChangesDuringFirstRender() {
  const done = useRef(false);
  if (!done.current) {
    done.current = true;
    window.history.pushState({}, '', '/noticias?page=2');
  }
  return null;
}

function ShownPage() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

describe('AddressCatchUp', () => {
  beforeEach(() => window.history.replaceState({}, '', '/'));

  it('brings the router to the address the browser shows once the first render is committed', async () => {
    render(
      <BrowserRouter>
        <AddressChangesDuringFirstRender />
        <AddressCatchUp />
        <ShownPage />
      </BrowserRouter>,
    );
    expect(await screen.findByText('/noticias?page=2')).toBeInTheDocument();
  });

  it('leaves the router alone when nothing changed', async () => {
    window.history.replaceState({}, '', '/preguntas-frecuentes');
    const before = window.history.length;
    render(
      <BrowserRouter>
        <AddressCatchUp />
        <ShownPage />
      </BrowserRouter>,
    );
    expect(await screen.findByText('/preguntas-frecuentes')).toBeInTheDocument();
    expect(window.history.length).toBe(before);
  });
});
