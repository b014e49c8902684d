// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInForm, SignUpForm } from './template-auth';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function errors(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

afterEach(cleanup);

describe('template sign-in', () => {
  it('asks for the email and the password, and clears an error when its field is edited', () => {
    renderAt(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errors()).toEqual(['Enter your email', 'Create a password']);

    type('Email', 'a');
    expect(errors()).toEqual(['Create a password']);
  });

  it('shows a local confirmation instead of the form after a valid submit', () => {
    renderAt(<SignInForm />);
    type('Email', 'ana@example.com');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('ana@example.com');
  });
});

describe('template sign-up', () => {
  const fill = () => {
    type('Full Name', 'Ana Pérez');
    type('Work Email', 'ana@empresa.com');
    type('Phone Number', '1155556666');
    type('Password', 'secret1');
    type('Address', 'Av. Corrientes 1234');
    type('City', 'Buenos Aires');
    type('Country', 'Argentina');
    type('Zip/Postal code', '1043');
  };

  it('needs the terms box ticked before anything else is checked', () => {
    renderAt(<SignUpForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(errors()).toEqual(['Please accept the terms and conditions']);

    fireEvent.click(screen.getByRole('checkbox'));
    expect(errors()).toEqual([]);
  });

  it('gives every field its message once the terms are accepted', () => {
    renderAt(<SignUpForm />);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(errors()).toEqual([
      'Enter your name',
      'Enter your email',
      'Enter your phone number',
      'Create a password',
      'Enter your address',
      'Enter your city name',
      'Enter the country you are residing',
      'Enter the zip code of your area',
    ]);

    type('Work Email', 'ana@empresa');
    type('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(errors()).toContain('Enter a Valid email');
    expect(errors()).toContain('Passwords must be at least 6 characters');

    type('Password', '123456');
    expect(errors()).not.toContain('Passwords must be at least 6 characters');
    expect(errors()).toContain('Enter a Valid email');
  });

  it('replaces the form with a confirmation after a valid submit, sending nothing', () => {
    renderAt(<SignUpForm />);
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(errors()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Ana Pérez');
  });
});
