import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeLoad,
  makeQuote,
  mockApi,
  OTHER_QUOTE_ID,
  renderQuoteDialog,
} from './payment-test-harness';

const TRIP_STARTED = 'Quote actions are disabled as the trip has already started.';
const OTHER_ACCEPTED = 'Cannot modify quotes when one has already been accepted.';
const LOAD_CANCELLED = 'This load has been cancelled.';

const dialog = () => screen.getByRole('dialog', { name: 'Quote Details' });
const buttonNames = () =>
  within(dialog())
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Quote dialog', () => {
  it('shows the quote in the load currency with its provider, status, time and truck', () => {
    mockApi({});
    renderQuoteDialog({ load: makeLoad({ currency: 'KWD' }) });
    const facts = within(dialog());
    expect(facts.getByText('Al Noor Transport')).toBeInTheDocument();
    expect(facts.getByText('Transport company')).toBeInTheDocument();
    // docs/architecture.md §6.4: KWD has 3 decimals.
    expect(facts.getByText('KWD 1,250.000')).toBeInTheDocument();
    expect(facts.getByText('Pending')).toBeInTheDocument();
    expect(facts.getByText('Actros 2545 · 12M')).toBeInTheDocument();
    expect(facts.getByText(/Mar 0[12], 2025/)).toBeInTheDocument();
  });

  it('offers Cancel, Reject Quote and Pay & Accept on a pending quote', () => {
    mockApi({});
    renderQuoteDialog();
    expect(buttonNames()).toEqual(['Close', 'Cancel', 'Reject Quote', 'Pay & Accept']);
    expect(screen.getByRole('button', { name: 'Pay & Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject Quote' })).toBeEnabled();
  });

  it('offers Cancel and Cancel Acceptance on an accepted quote', () => {
    mockApi({});
    const quote = makeQuote({ status: 'accepted' });
    renderQuoteDialog({ load: makeLoad({ quotes: [quote] }), quote });
    expect(buttonNames()).toEqual(['Close', 'Cancel', 'Cancel Acceptance']);
    expect(screen.getByRole('button', { name: 'Cancel Acceptance' })).toBeEnabled();
  });

  it('offers nothing but Close on a rejected quote', () => {
    mockApi({});
    const quote = makeQuote({ status: 'rejected' });
    renderQuoteDialog({ load: makeLoad({ quotes: [quote] }), quote });
    expect(within(dialog()).queryByRole('button', { name: /Pay|Reject|Acceptance/ })).toBeNull();
    expect(screen.getByText('This quote was rejected.')).toBeInTheDocument();
  });

  it('disables every action once the trip has started, and says why', () => {
    mockApi({});
    const quote = makeQuote({ status: 'accepted' });
    renderQuoteDialog({ load: makeLoad({ tripId: 'trip-1', quotes: [quote] }), quote });
    const cancelAcceptance = screen.getByRole('button', { name: 'Cancel Acceptance' });
    expect(cancelAcceptance).toBeDisabled();
    expect(cancelAcceptance).toHaveAccessibleDescription(TRIP_STARTED);
    expect(screen.getByText(TRIP_STARTED)).toBeInTheDocument();
  });

  it('disables a pending quote once the trip has started', () => {
    mockApi({});
    renderQuoteDialog({ load: makeLoad({ tripId: 'trip-1' }) });
    expect(screen.getByRole('button', { name: 'Pay & Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject Quote' })).toBeDisabled();
    expect(screen.getByText(TRIP_STARTED)).toBeInTheDocument();
    expect(screen.queryByText(OTHER_ACCEPTED)).toBeNull();
  });

  it('disables a pending quote while another quote is accepted', () => {
    mockApi({});
    const quote = makeQuote();
    const accepted = makeQuote({ _id: OTHER_QUOTE_ID, status: 'accepted', userName: 'Gulf Line' });
    renderQuoteDialog({ load: makeLoad({ quotes: [quote, accepted] }), quote });
    const pay = screen.getByRole('button', { name: 'Pay & Accept' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(OTHER_ACCEPTED);
    expect(screen.getByRole('button', { name: 'Reject Quote' })).toBeDisabled();
    expect(screen.getByText(OTHER_ACCEPTED)).toBeInTheDocument();
  });

  it('disables every action on a cancelled load, and says why', () => {
    mockApi({});
    const quote = makeQuote({ status: 'accepted' });
    renderQuoteDialog({ load: makeLoad({ status: 'cancelled', quotes: [quote] }), quote });
    const cancelAcceptance = screen.getByRole('button', { name: 'Cancel Acceptance' });
    expect(cancelAcceptance).toBeDisabled();
    expect(cancelAcceptance).toHaveAccessibleDescription(LOAD_CANCELLED);
  });

  it('Cancel closes the dialog without a call', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    const { onClose, onChanged } = renderQuoteDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onChanged).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
