import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/ui/button/button';
import { LinkButton } from '../../src/components/ui/button/link-button';

describe('Button', () => {
  it('while busy: says so, keeps its label (and so its width), and ignores a double click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button variant="primary" busy onClick={onClick}>
        Add Truck
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add Truck' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Focusable still (not the native disabled), so focus is not thrown to the page.
    expect(button).toBeEnabled();
    expect(button.querySelector('.button__spinner')).not.toBeNull();
    expect(button.querySelector('.button__label')).toHaveTextContent('Add Truck');
    await user.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Save
        </Button>
      </form>,
    );
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stays busy until the promise its click returned settles: a double click acts once', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={onClick}>Start Trip</Button>);
    const button = screen.getByRole('button', { name: 'Start Trip' });

    await user.dblClick(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is released after a failed promise too', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Button onClick={onClick}>Retry</Button>);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy');
  });

  it('disabled: the native disabled state, no click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Assign Driver
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Assign Driver' }));
    expect(screen.getByRole('button', { name: 'Assign Driver' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a router link with `to`, its icon hidden from screen readers', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/find-loads']}>
        <Routes>
          <Route
            path="/find-loads"
            element={
              <LinkButton variant="primary" to="/trucks" icon={<svg data-testid="plus" />}>
                Add Trucks
              </LinkButton>
            }
          />
          <Route path="/trucks" element={<p>Trucks page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Add Trucks' });
    expect(link).toHaveAttribute('href', '/trucks');
    expect(link).toHaveClass('button', 'button--primary');
    expect(screen.getByTestId('plus').parentElement).toHaveAttribute('aria-hidden', 'true');
    await user.click(link);
    expect(screen.getByText('Trucks page')).toBeInTheDocument();
  });

  it('a busy link does not navigate', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <LinkButton to="/next" busy>
                Continue
              </LinkButton>
            }
          />
          <Route path="/next" element={<p>Next</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(screen.queryByText('Next')).toBeNull();
  });

  it('renders a plain link out of the app with `href` (maps, tel:), outside any router', () => {
    render(
      <Button href="tel:+966500000000" size="lg" className="call" aria-describedby="who">
        Call
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Call' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', 'tel:+966500000000');
    expect(link).toHaveAttribute('aria-describedby', 'who');
    expect(link).toHaveClass('button', 'button--secondary', 'button--lg', 'call');
  });
});
