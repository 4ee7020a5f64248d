import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import {
  filterOptions,
  type SearchableOption,
} from '../../src/components/ui/searchable-select/option-filter';
import { searchText } from '../../src/contract/search-text';
import { SearchableSelect } from '../../src/components/ui/searchable-select/searchable-select';

const cities: SearchableOption[] = [
  { value: 'ruh', label: 'Riyadh', description: 'Saudi Arabia' },
  { value: 'dxb', label: 'Dubaï', description: 'United Arab Emirates' },
  { value: 'khb', label: 'Al Khobar', description: 'Saudi Arabia' },
  { value: 'hsa', label: 'الأحساء', description: 'Saudi Arabia' },
  { value: 'doh', label: 'Doha', description: 'Qatar' },
];

function ControlledCity({ onChange }: { onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SearchableSelect
      label="Origin city"
      options={cities}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('searchable option filter', () => {
  it('ignores case, accents and Arabic marks', () => {
    expect(searchText('DUBAÏ')).toBe('dubai');
    expect(searchText("Ha'il")).toBe('hail');
    expect(searchText('Qal‘at Bīshah')).toBe('qalat bishah');
    expect(searchText('الأحساء')).toBe(searchText('الاحساء'));
    expect(searchText('مَكَّة')).toBe(searchText('مكة'));
    expect(searchText('جدة')).toBe(searchText('جده'));
  });

  it('puts label prefixes first, then word starts, then the rest, including second lines', () => {
    const names = (query: string) => filterOptions(cities, query).map((city) => city.label);
    expect(names('do')).toEqual(['Doha']);
    expect(names('kh')).toEqual(['Al Khobar']);
    expect(names('a')).toEqual(['Al Khobar', 'Riyadh', 'Dubaï', 'الأحساء', 'Doha']);
    expect(names('qatar')).toEqual(['Doha']);
    expect(names('  ')).toHaveLength(cities.length);
  });
});

describe('SearchableSelect', () => {
  it('narrows the list as one types, whatever the case, accents or Arabic marks', async () => {
    const user = userEvent.setup();
    render(<ControlledCity />);
    const input = screen.getByRole('combobox', { name: 'Origin city' });

    await user.type(input, 'DUBAI');
    expect(optionNames()).toEqual(['DubaïUnited Arab Emirates']);

    await user.clear(input);
    await user.type(input, 'الاحساء');
    expect(optionNames()).toEqual(['الأحساءSaudi Arabia']);

    await user.clear(input);
    await user.type(input, 'zzz');
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
  });

  it('shows each option with its second line', async () => {
    const user = userEvent.setup();
    render(<ControlledCity />);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    const riyadh = screen.getByRole('option', { name: /Riyadh/ });
    expect(within(riyadh).getByText('Saudi Arabia')).toBeInTheDocument();
    expect(optionNames()).toHaveLength(cities.length);
  });

  it('chooses with the keyboard: type, arrow down, Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledCity onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Origin city' });

    await user.type(input, 'd');
    // Dubaï and Doha start with d and come first (Riyadh only contains it); the first is
    // highlighted, the arrow moves to the second.
    expect(optionNames().slice(0, 3)).toEqual([
      'DubaïUnited Arab Emirates',
      'DohaQatar',
      'RiyadhSaudi Arabia',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('doh');
    expect(input).toHaveValue('Doha');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    // Opened again after a choice, the whole list shows, the choice ticked.
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toHaveLength(cities.length);
  });

  it("works inside react-hook-form's Controller, with its error tied to the input", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();

    function TruckForm() {
      const { control, handleSubmit } = useForm<{ truckId: string | null }>({
        defaultValues: { truckId: null },
      });
      return (
        <form onSubmit={handleSubmit((values) => submitted(values))}>
          <Controller
            name="truckId"
            control={control}
            rules={{ required: 'Choose a truck.' }}
            render={({ field, fieldState }) => (
              <SearchableSelect
                {...field}
                label="Truck"
                required
                error={fieldState.error?.message}
                options={[
                  { value: 't1', label: 'Volvo FH 500', description: 'JED 1234 · 12M' },
                  { value: 't2', label: 'Isuzu NPR', description: 'RUH 42 · 3Ton' },
                ]}
              />
            )}
          />
          <button type="submit">Send</button>
        </form>
      );
    }

    render(<TruckForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByRole('combobox', { name: /Truck/ });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a truck.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a truck.');
    expect(submitted).not.toHaveBeenCalled();

    await user.type(input, 'rUh');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Isuzu NPR');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledWith({ truckId: 't2' });
  });

  it('lets a value read in its own direction and leaves the empty box to the page', async () => {
    const user = userEvent.setup();
    render(<ControlledCity />);
    const input = screen.getByRole('combobox', { name: 'Origin city' });
    expect(input).not.toHaveAttribute('dir');
    await user.type(input, 'Riy');
    await user.click(screen.getByRole('option', { name: /Riyadh/ }));
    expect(input).toHaveValue('Riyadh');
    expect(input).toHaveAttribute('dir', 'auto');
  });
});
