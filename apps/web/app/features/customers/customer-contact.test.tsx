// @vitest-environment happy-dom
import { DEFAULT_SETTINGS } from '@shop/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerContact } from './customer-contact';

afterEach(cleanup);

const ORDER = {
  name: 'Ana María Pérez',
  email: 'ana@example.com',
  phone: '011 15-2345-6789',
  client_id: '20123456',
  order_number: 1042,
  transaction_amount: 89999.5,
  track_id: '',
};
const SETTINGS = {
  messageTemplates: DEFAULT_SETTINGS.messageTemplates,
  bankAccount: { ...DEFAULT_SETTINGS.bankAccount, holder: 'Tienda SRL', alias: 'tienda.mp' },
};

function show(order = ORDER, orderCount = 3) {
  render(
    <MemoryRouter>
      <CustomerContact order={order} settings={SETTINGS} orderCount={orderCount} />
    </MemoryRouter>,
  );
}
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')!;

describe('CustomerContact (issue 44)', () => {
  it('fills the transfer message and sends it to the normalised WhatsApp number', () => {
    show();
    const text = (screen.getByLabelText('Texto a enviar') as HTMLTextAreaElement).value;
    expect(text).toContain('¡Hola Ana! Gracias por tu pedido #1042.');
    expect(text).toContain('transferí $89,999.50 a la cuenta de Tienda SRL');
    expect(href('Enviar por WhatsApp')).toBe(
      `https://wa.me/5491123456789?text=${encodeURIComponent(text)}`,
    );
    expect(href('ana@example.com')).toBe('mailto:ana@example.com');
    expect(href('011 15-2345-6789')).toBe('tel:0111523456789');
    expect(href('Ver sus 3 pedidos (2 más)')).toBe('/orderstable?cliente=ana%40example.com');
    // The bank and CBU are not loaded yet: the owner is told before sending.
    expect(screen.getByText(/Falta completar \{banco\}, \{cbu\}/)).toBeTruthy();
  });

  it('refills the text from another template, and sends what the owner edited', () => {
    show();
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: '1' } });
    const box = screen.getByLabelText('Texto a enviar') as HTMLTextAreaElement;
    expect(box.value).toBe(
      '¡Hola Ana! Tu pedido #1042 ya salió por Correo Argentino. El código de seguimiento es {seguimiento}.',
    );
    fireEvent.change(box, { target: { value: 'Hola Ana, ¿te llegó?' } });
    expect(href('Enviar por email')).toBe(
      'mailto:ana@example.com?subject=Tu%20pedido%20%231042&body=Hola%20Ana%2C%20%C2%BFte%20lleg%C3%B3%3F',
    );
  });

  it('offers no WhatsApp for a phone without area code, and says why', () => {
    show({ ...ORDER, phone: '15 2345-6789' }, 1);
    expect(screen.queryByRole('link', { name: 'Enviar por WhatsApp' })).toBeNull();
    expect(screen.getByText(/no parece un celular de Argentina con código de área/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Es su primer pedido' })).toBeTruthy();
  });
});
