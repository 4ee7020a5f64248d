import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicOnlyRoute } from '../../src/app/guards/public-only-route';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicOnlyRoute />,
        children: [{ path: '/signin', element: <p>Sign-in form</p> }],
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('sign-in while signed in', () => {
  it('shows the form to a visitor', () => {
    renderAt('/signin');
    expect(screen.getByText('Sign-in form')).toBeInTheDocument();
  });

  it('sends a signed-in user home', () => {
    localStorage.setItem('token', 'tok');
    renderAt('/signin');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in user on to restore a load draft', () => {
    localStorage.setItem('token', 'tok');
    renderAt('/signin?redirect=post-load&deviceFingerprint=fp1');
    expect(screen.getByTestId('where')).toHaveTextContent('/post-load?deviceFingerprint=fp1');
  });
});
