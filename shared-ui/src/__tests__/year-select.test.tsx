import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { YearSelect, yearRange } from '../components/year-select';
import { renderUi } from './helpers';

function Controlled({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <YearSelect
      label="Año de certificación"
      years={[2025, 2024, 2023]}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('YearSelect', () => {
  it('hides its drawn arrow from screen readers (an unnamed image after the select)', () => {
    const { container } = renderUi(<YearSelect label="Año" years={[2024]} value="" onChange={() => {}} />);
    const arrows = [...container.querySelectorAll('svg')];
    expect(arrows).toHaveLength(1);
    expect(arrows[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("is there in its first render (as the server renders it), with the empty '---' option and the years", () => {
    renderUi(<YearSelect label="Año" years={[2024, 2023]} value="" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Año' });
    const options = Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['', '---'],
      ['2024', '2024'],
      ['2023', '2023'],
    ]);
    expect(select).toHaveValue('');
  });

  it('reports the chosen year, and "" for ---', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Controlled onChange={onChange} />);
    const select = await screen.findByRole('combobox', { name: 'Año de certificación' });
    await user.selectOptions(select, '2024');
    expect(onChange).toHaveBeenLastCalledWith('2024');
    expect(select).toHaveValue('2024');
    await user.selectOptions(select, '---');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('lists years newest first', () => {
    expect(yearRange(2023, 2025)).toEqual([2025, 2024, 2023]);
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<YearSelect label="Año" years={[2024]} value="" onChange={() => {}} />);
    await screen.findByRole('combobox', { name: 'Año' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
