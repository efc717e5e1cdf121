import { act, render } from '@testing-library/react';
import { PageTitle, useFormPageTitle } from '../lib/page-title';

function Form({ error }: { error: boolean }) {
  useFormPageTitle('Postulación', error);
  return null;
}

describe('the title of a page with several forms', () => {
  it("keeps 'Error: ' while any form shows errors, not only the last one to change", () => {
    const page = (first: boolean, second: boolean, withSecond = true) => (
      <PageTitle title="Postulación de Ñandú">
        <Form error={first} />
        {withSecond ? <Form error={second} /> : null}
      </PageTitle>
    );
    const view = render(page(false, false));
    expect(document.title).toBe('Postulación de Ñandú - Sello');
    act(() => view.rerender(page(true, false)));
    expect(document.title).toBe('Error: Postulación de Ñandú - Sello');
    act(() => view.rerender(page(true, true)));
    // The second form's errors are fixed: the first still has its own.
    act(() => view.rerender(page(true, false)));
    expect(document.title).toBe('Error: Postulación de Ñandú - Sello');
    act(() => view.rerender(page(false, true)));
    expect(document.title).toBe('Error: Postulación de Ñandú - Sello');
    // A form that goes away with its errors no longer counts.
    act(() => view.rerender(page(false, true, false)));
    expect(document.title).toBe('Postulación de Ñandú - Sello');
  });

  it('a form alone sets the title itself', () => {
    const view = render(<Form error />);
    expect(document.title).toBe('Error: Postulación - Sello');
    act(() => view.rerender(<Form error={false} />));
    expect(document.title).toBe('Postulación - Sello');
  });
});
