import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from '../../src/components/ui/field/select-field';
import { TextArea } from '../../src/components/ui/field/text-area';
import { TextField } from '../../src/components/ui/field/text-field';

type TruckForm = { name: string; notes: string; unit: string };

function AddTruckForm({ onSubmit }: { onSubmit: (values: TruckForm) => void }) {
  const { register, handleSubmit, formState } = useForm<TruckForm>({
    defaultValues: { name: '', notes: '', unit: 'ton' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Name"
        required
        hint="As your drivers call it."
        error={formState.errors.name?.message}
        {...register('name', { required: 'Name is required.' })}
      />
      <TextArea label="Notes" {...register('notes')} />
      <SelectField label="Weight unit" placeholder="Choose a unit" {...register('unit')}>
        <option value="ton">Ton</option>
        <option value="kg">Kg</option>
      </SelectField>
      <button type="submit">Add Truck</button>
    </form>
  );
}

describe('form fields', () => {
  it('label, required marker and hint, then the error in its place, tied to the control', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddTruckForm onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('As your drivers call it.');
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Add Truck' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');
    // react-hook-form reached the input through the spread ref: it focused the first error.
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("registers text, text area and select with react-hook-form's spread", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddTruckForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Jeddah flatbed');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Tail lift');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weight unit' }), 'kg');
    expect(screen.getByRole('option', { name: 'Choose a unit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Truck' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Jeddah flatbed',
      notes: 'Tail lift',
      unit: 'kg',
    });
  });
});
