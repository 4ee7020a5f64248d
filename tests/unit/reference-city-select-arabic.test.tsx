import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../src/app/i18n';
import arCommon from '../../src/app/locales/ar/common.json';
import { CitySelect } from '../../src/features/find-loads/components/city-select';
import { TripStopCard } from '../../src/features/trips/details/trip-stop-card';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function Origin({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CitySelect
      id="origin"
      label="Origin"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('reference data with the UI in Arabic', () => {
  it('offers the cities by their Arabic names, found by typing Arabic, keeping the stored value', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Origin onChange={(value) => chosen.push(value)} />);
    const input = screen.getByRole('combobox', { name: 'Origin' });
    await user.type(input, 'دمام');
    await waitFor(() => expect(optionNames()[0]).toMatch(/^الدمام/));
    expect(optionNames()[0]).toContain('المملكة العربية السعودية');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Saudi Arabia::Dammam']);

    await user.clear(input);
    await user.type(input, 'Muharraq');
    expect(optionNames()).toEqual([expect.stringMatching(/^المحرق/)]);
  });

  it('shows a stop at its place in Arabic, with the Arabic comma', async () => {
    i18n.addResourceBundle('ar', 'common', arCommon, true, true);
    await act(() => i18n.changeLanguage('ar'));
    const stop = {
      country: 'Bahrain',
      city: 'Jidd Ḩafş',
      address: null,
      contactPerson: null,
      contactNumber: null,
      coordinates: null,
    };
    render(<TripStopCard kind="pickup" stop={stop} />);
    expect(await screen.findByText('جد حفص، البحرين')).toBeInTheDocument();
  });
});
