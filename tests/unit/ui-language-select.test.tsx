import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from '../../src/components/ui/language-select/language-select';
import { DRIVER_LANGUAGES } from '../../src/contract/languages';

describe('LanguageSelect', () => {
  it("offers each language by its own name, marked as that language, under 'Language'", () => {
    render(<LanguageSelect languages={DRIVER_LANGUAGES} value="en" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'العربية',
      'اردو',
      'हिन्दी',
      'বাংলা',
    ]);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual([...DRIVER_LANGUAGES]);
    expect(within(select).getByRole('option', { name: 'اردو' })).toHaveAttribute('dir', 'rtl');
    expect(select).toHaveValue('en');
  });

  it('offers only the languages given', () => {
    render(<LanguageSelect languages={['en', 'ar']} value="ar" onChange={() => {}} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('ar');
  });

  it('tells which language was chosen', async () => {
    const onChange = vi.fn();
    render(<LanguageSelect languages={DRIVER_LANGUAGES} value="en" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'বাংলা');
    expect(onChange).toHaveBeenCalledWith('bn');
  });

  it('keeps its name when the label is only read out, and takes another label', () => {
    const { rerender } = render(
      <LanguageSelect languages={DRIVER_LANGUAGES} value="en" onChange={() => {}} hideLabel />,
    );
    expect(screen.getByText('Language')).toHaveClass('visually-hidden');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    rerender(
      <LanguageSelect
        languages={DRIVER_LANGUAGES}
        value="en"
        onChange={() => {}}
        label="Driver's language"
      />,
    );
    expect(screen.getByRole('combobox', { name: "Driver's language" })).toBeInTheDocument();
  });

  it('waits while busy, and says why a choice did not take', () => {
    render(
      <LanguageSelect
        languages={DRIVER_LANGUAGES}
        value="en"
        onChange={() => {}}
        busy
        error="This language could not be loaded."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('This language could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('This language could not be loaded.');
  });
});
