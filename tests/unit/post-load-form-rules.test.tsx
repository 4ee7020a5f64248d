import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseOption,
  dateInput,
  field,
  mockApi,
  renderPostLoad,
  setInput,
  stubBrowserGaps,
  textbox,
  timeInput,
} from './post-load-harness';

beforeEach(() => {
  localStorage.clear();
  stubBrowserGaps();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submit = () => screen.getByRole('button', { name: 'Post Load' });
/** A city combobox's list of suggestions. */
const cityList = (name: string) =>
  document.getElementById(field(name).getAttribute('aria-controls') ?? '')!;

describe('Post New Load form (docs/product.md §5)', () => {
  it('shows the three sections', () => {
    renderPostLoad();
    expect(screen.getByRole('heading', { name: 'Post New Load' })).toBeInTheDocument();
    for (const name of ['Location Details', 'Load Details', 'Truck Details']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('keeps each city list disabled until its country is chosen, then lists that country', async () => {
    const user = userEvent.setup();
    renderPostLoad();
    expect(field('Source city')).toBeDisabled();
    expect(field('Destination city')).toBeDisabled();
    await user.selectOptions(field('Source country'), 'Kuwait');
    expect(field('Source city')).toBeEnabled();
    await user.click(screen.getAllByRole('button', { name: 'Show options' })[0]!);
    const list = cityList('Source city');
    expect(within(list).getByRole('option', { name: 'Kuwait City' })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: 'Riyadh' })).toBeNull();
    expect(field('Destination city')).toBeDisabled();
  });

  it("finds a city by what is typed: 'riy' is Riyadh, accents and case aside", async () => {
    const user = userEvent.setup();
    renderPostLoad();
    await user.selectOptions(field('Source country'), 'Saudi Arabia');
    await user.type(field('Source city'), 'riy');
    const list = cityList('Source city');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Riyadh');
    await user.keyboard('{Enter}');
    expect(field('Source city')).toHaveValue('Riyadh');
    // The dataset's transliterations keep their marks; a plain 'hail' still finds Ha'il.
    await user.clear(field('Source city'));
    await user.type(field('Source city'), 'hail');
    expect(within(cityList('Source city')).getAllByRole('option')[0]).toHaveTextContent("Ha'il");
  });

  it('clears the city when its country changes', async () => {
    const user = userEvent.setup();
    renderPostLoad();
    await user.selectOptions(field('Destination country'), 'Qatar');
    chooseOption(field('Destination city'), 'Doha');
    expect(field('Destination city')).toHaveValue('Doha');
    await user.selectOptions(field('Destination country'), 'Oman');
    expect(field('Destination city')).toHaveValue('');
  });

  it('sets the currency from the source country; the choices are the distinct currencies', async () => {
    const user = userEvent.setup();
    renderPostLoad();
    const currencies = within(field('Currency'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(currencies).toEqual(['AED', 'BHD', 'KWD', 'OMR', 'QAR', 'SAR']);
    await user.selectOptions(field('Source country'), 'Saudi Arabia');
    expect(field('Currency')).toHaveValue('SAR');
    await user.selectOptions(field('Source country'), 'Bahrain');
    expect(field('Currency')).toHaveValue('BHD');
    // The destination does not decide what the shipper pays in.
    await user.selectOptions(field('Destination country'), 'Kuwait');
    expect(field('Currency')).toHaveValue('BHD');
  });

  it('lists truck types with their capacity and picks the first body option of a type', async () => {
    const user = userEvent.setup();
    renderPostLoad();
    expect(
      within(field('Truck type')).getByRole('option', { name: '3Ton (3,000 kg)' }),
    ).toBeInTheDocument();
    expect(field('Body type')).toBeDisabled();
    await user.selectOptions(field('Truck type'), '15M');
    expect(field('Body type')).toHaveValue('flat bed');
    expect(within(field('Body type')).getAllByRole('option')).toHaveLength(6);
    await user.selectOptions(field('Body type'), 'reefer');
    await user.selectOptions(field('Truck type'), '3Ton');
    expect(field('Body type')).toHaveValue('open side grill');
  });

  it('hides the truck details for LTL and clears the truck choice', async () => {
    const user = userEvent.setup();
    renderPostLoad();
    expect(screen.getByRole('radio', { name: /FTL/ })).toBeChecked();
    await user.selectOptions(field('Truck type'), '10Ton');
    await user.click(screen.getByRole('radio', { name: /LTL/ }));
    expect(screen.queryByRole('region', { name: 'Truck Details' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Project Basis/ }));
    expect(field('Truck type')).toHaveValue('');
    expect(field('Body type')).toHaveValue('');
  });

  it('lets only digits and one decimal point into the weight, with Ton by default', async () => {
    const user = userEvent.setup();
    renderPostLoad();
    await user.type(textbox('Weight'), '1a2.5.7-kg');
    expect(textbox('Weight')).toHaveValue('12.57');
    expect(field('Weight unit')).toHaveValue('ton');
    expect(
      within(field('Weight unit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ton', 'Kg']);
  });

  it('does not let the date go before today', () => {
    renderPostLoad();
    expect(dateInput()).toHaveAttribute('min', format(new Date(), 'yyyy-MM-dd'));
  });

  it('says exactly what is missing and sends nothing', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderPostLoad();
    await user.click(submit());
    for (const message of [
      'Source country is required.',
      'Source city is required.',
      'Destination country is required.',
      'Destination city is required.',
      'Material is required.',
      'Weight must be a positive number.',
      'Both scheduled date and time are required.',
      'Currency is required.',
      'Truck type is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('HSN code is required.')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('wants a weight above 0 and both date and time', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderPostLoad();
    await user.type(textbox('Weight'), '0.0');
    setInput(dateInput(), '2099-01-01');
    await user.click(submit());
    expect(await screen.findByText('Weight must be a positive number.')).toBeInTheDocument();
    expect(screen.getByText('Both scheduled date and time are required.')).toBeInTheDocument();
    expect(timeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date in the past', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderPostLoad();
    setInput(dateInput(), '2001-01-01');
    setInput(timeInput(), '10:00');
    await user.click(submit());
    expect(await screen.findByText('Scheduled date cannot be in the past.')).toBeInTheDocument();
  });

  it('needs no truck type for LTL', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderPostLoad();
    await user.click(screen.getByRole('radio', { name: /LTL/ }));
    await user.click(submit());
    expect(await screen.findByText('Material is required.')).toBeInTheDocument();
    expect(screen.queryByText('Truck type is required.')).toBeNull();
  });

  it('previews picked images and removes one', async () => {
    const user = userEvent.setup();
    renderPostLoad();
    const picker = screen.getByLabelText('Add images');
    await user.upload(picker, [
      new File(['a'], 'front.png', { type: 'image/png' }),
      new File(['b'], 'side.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.getByRole('img', { name: 'front.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'side.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(screen.queryByRole('img', { name: 'front.png' })).toBeNull();
    expect(screen.getByRole('img', { name: 'side.jpg' })).toBeInTheDocument();
  });
});
