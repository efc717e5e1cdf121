import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { renderUi } from './helpers';

interface Row {
  id: number;
  fecha: string;
  resultado: string;
}

const rows: Row[] = [
  { id: 1, fecha: '01/03/2024', resultado: 'Aprobado' },
  { id: 2, fecha: '02/04/2024', resultado: 'Rechazado' },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'fecha', header: 'Fecha' },
  { key: 'resultado', header: 'Resultado' },
  { key: 'ver', header: 'Ver detalles', cell: (row) => <a href={`/detalle/${row.id}`}>Ver</a> },
];

const table = (mobile?: boolean) => (
  <DataTable caption="Historial" columns={columns} rows={rows} getRowKey={(r) => r.id} mobile={mobile} />
);

describe('DataTable', () => {
  it('is a real table above 570px', () => {
    renderUi(table());
    const grid = screen.getByRole('table', { name: 'Historial' });
    const headers = within(grid).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Fecha', 'Resultado', 'Ver detalles']);
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getByText('Rechazado')).toBeInTheDocument();
  });

  it("names each row by its first cell: a row header, so a value down a column is read with its row's subject", () => {
    renderUi(table());
    const grid = screen.getByRole('table', { name: 'Historial' });
    const [, ...bodyRows] = within(grid).getAllByRole('row');
    expect(bodyRows).toHaveLength(2);
    for (const row of bodyRows) {
      const header = within(row).getByRole('rowheader');
      expect(header.tagName).toBe('TH');
      expect(header).toHaveAttribute('scope', 'row');
      expect(within(row).getAllByRole('cell')).toHaveLength(2);
    }
    expect(within(grid).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['01/03/2024', '02/04/2024']);
    expect(within(bodyRows[1]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Rechazado', 'Ver']);
  });

  it('makes the column named by `rowHeader` the row header, or none with false', () => {
    const { unmount } = renderUi(<DataTable caption="Historial" columns={columns} rows={rows} getRowKey={(r) => r.id} rowHeader="resultado" />);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Aprobado', 'Rechazado']);
    expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['01/03/2024', 'Ver', '02/04/2024', 'Ver']);
    unmount();
    renderUi(<DataTable caption="Historial" columns={columns} rows={rows} getRowKey={(r) => r.id} rowHeader={false} />);
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    expect(screen.getAllByRole('cell')).toHaveLength(6);
  });

  it('becomes a list of disclosures at 570px or narrower', async () => {
    const user = userEvent.setup();
    act(() => window.resizeTo(570, 800));
    renderUi(table());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Historial' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: '01/03/2024' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel as HTMLElement).getByText('Aprobado')).toBeInTheDocument();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Ver' })).toBeInTheDocument();
    // The other row stays closed.
    expect(screen.getByRole('button', { name: '02/04/2024' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches layout when the viewport crosses 570px', () => {
    renderUi(table());
    expect(screen.getByRole('table')).toBeInTheDocument();
    act(() => window.resizeTo(400, 800));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => window.resizeTo(571, 800));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('wider than its frame, the frame is a focusable region named by the caption; one that fits is not', () => {
    // jsdom has no layout: the frame says how wide its content is, as a browser measures it.
    let contentWidth = 900;
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    try {
      const wide = renderUi(table());
      const region = screen.getByRole('region', { name: 'Historial' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toContainElement(screen.getByRole('table', { name: 'Historial' }));
      wide.unmount();

      contentWidth = 600;
      renderUi(table());
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Historial' }).parentElement).not.toHaveAttribute('tabindex');
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('shows the empty message', () => {
    renderUi(<DataTable caption="Historial" columns={columns} rows={[]} getRowKey={(r) => r.id} emptyMessage="Sin postulaciones." />);
    // One cell across the columns, not a row header: it names no row.
    expect(screen.getByRole('cell', { name: 'Sin postulaciones.' })).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it.each([false, true])('has no axe violations (mobile=%s)', async (mobile) => {
    const { container } = renderUi(table(mobile));
    expect(await axe(container)).toHaveNoViolations();
  });
});
