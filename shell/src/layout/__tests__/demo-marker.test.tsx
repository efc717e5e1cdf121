import { screen } from '@testing-library/react';
import { renderShell } from '../../app/__tests__/render-shell';

describe('demo marker', () => {
  it('says "Demostración" on every page in demo mode, as a labelled landmark', async () => {
    await renderShell({ path: '/quienes-somos', mode: 'demo' });
    const marker = await screen.findByRole('complementary', { name: 'Aviso de demostración' });
    expect(marker).toHaveTextContent('Demostración');
    expect(marker).toHaveTextContent('datos y cuentas de prueba');
  });

  it('is absent in production', async () => {
    await renderShell({ path: '/quienes-somos', mode: 'production' });
    await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    expect(screen.queryByRole('complementary', { name: 'Aviso de demostración' })).not.toBeInTheDocument();
    expect(screen.queryByText('Demostración')).not.toBeInTheDocument();
  });
});
