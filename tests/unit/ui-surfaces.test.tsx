import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Card } from '../../src/components/ui/card/card';
import { PageHeader } from '../../src/components/ui/page-header/page-header';

describe('Card', () => {
  it('static: a titled region with its header actions', () => {
    render(
      <Card title="Load Information" actions={<button type="button">Update Details</button>}>
        <p>Riyadh → Dammam</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Load Information' });
    expect(region).toHaveTextContent('Riyadh → Dammam');
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeInTheDocument();
  });

  it('interactive: the whole card is one button, with its chevron', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Card as="button" title="Nasser Haulage" subtitle="2 min ago" onClick={onClick}>
        SAR 4,500.00
      </Card>,
    );
    const card = screen.getByRole('button', { name: /Nasser Haulage.*2 min ago.*SAR 4,500\.00/ });
    expect(card).toHaveClass('card--interactive');
    expect(card.querySelector('.card__chevron')).toHaveAttribute('aria-hidden', 'true');
    await user.click(card);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('PageHeader', () => {
  it('title, subtitle, back link and actions', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="Trip TR-1042"
          subtitle="Riyadh → Jeddah"
          backTo="/trips"
          actions={<button type="button">Assign Driver</button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Trip TR-1042' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/trips');
    expect(screen.getByRole('button', { name: 'Assign Driver' })).toBeInTheDocument();
  });
});
