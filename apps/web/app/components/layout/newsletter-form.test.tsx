// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form';

afterEach(cleanup);

function subscribeWith(email: string) {
  const input = screen.getByLabelText('Recibí novedades y ofertas exclusivas');
  fireEvent.change(input, { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
  return input;
}

describe('footer newsletter box', () => {
  it('asks for an address when the box is empty', () => {
    render(<NewsletterForm />);
    const input = subscribeWith('');
    expect(screen.getByText('Porfavor provee un email')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects an address that is not valid and clears the message when the box is edited', () => {
    render(<NewsletterForm />);
    const input = subscribeWith('hola@tienda');
    expect(screen.getByText('Please give a valid Email!')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'hola@tienda.com' } });
    expect(screen.queryByText('Please give a valid Email!')).toBeNull();
  });

  it('replaces the box with the confirmation once the address is valid', () => {
    render(<NewsletterForm />);
    subscribeWith('Cliente.Feliz@Tienda.com.ar');
    expect(screen.getByText('Sucrito!')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Please give a valid Email!')).toBeNull();
  });
});
