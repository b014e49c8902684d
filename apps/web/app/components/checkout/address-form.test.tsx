// @vitest-environment happy-dom
import { CHECKOUT_PLACEHOLDERS } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

afterEach(cleanup);

const REQUIRED_MESSAGES = [
  'Completar con su nombre',
  'Debes ingresar un email',
  'Debe ingresar su número de celular',
  'Debe ingresar su código postal',
  'Debe completar con su provincia',
  'Debe completar con su ciudad',
  'Debe ingresar su calle',
  'Debe ingresar su número de calle',
  'Debe ingresar su DNI, Cuil o Cuit',
];

function renderForm(contactEmail: string | null = null) {
  const onConfirm = vi.fn();
  render(<AddressForm initial={EMPTY_ADDRESS} contactEmail={contactEmail} onConfirm={onConfirm} />);
  return onConfirm;
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const continuar = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  });

function fillValid() {
  type('Nombre y apellido', 'Lionel Scaloni');
  type('Email', 'lionel@example.com.ar');
  type('Celular', '11 5555-1234');
  type('DNI, CUIL o CUIT', '20-05536168-2');
  type('Código postal', 'x5000abc');
  fireEvent.change(field('Provincia'), { target: { value: 'Córdoba' } });
  type('Ciudad', 'Córdoba');
  type('Calle', 'Avenida Colón');
  type('Número', '210');
}

describe('AddressForm', () => {
  it('shows every placeholder and the 24 provinces', () => {
    renderForm();
    for (const [name, placeholder] of Object.entries(CHECKOUT_PLACEHOLDERS)) {
      if (name === 'state') continue;
      expect(screen.getByPlaceholderText(placeholder)).toBeTruthy();
    }
    const options = Array.from(
      (field('Provincia') as HTMLSelectElement).options,
      (option) => option.textContent,
    );
    expect(options[0]).toBe(CHECKOUT_PLACEHOLDERS.state);
    expect(options).toHaveLength(25);
    expect(options).toContain('Ciudad Autónoma de Buenos Aires');
    expect(options).toContain('Tierra del Fuego');
  });

  it('shows no message while typing, before Continuar', () => {
    renderForm();
    type('Email', 'no-es-un-email');
    fireEvent.blur(field('Email'));
    type('Nombre y apellido', '');
    for (const message of [...REQUIRED_MESSAGES, 'El email ingresado no es válido']) {
      expect(screen.queryByText(message)).toBeNull();
    }
  });

  it('shows every required message after an empty Continuar, and confirms nothing', async () => {
    const onConfirm = renderForm();
    await continuar();
    for (const message of REQUIRED_MESSAGES) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(field('Nombre y apellido').getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('clears each message as its field is fixed, then confirms the normalised address', async () => {
    const onConfirm = renderForm();
    await continuar();
    await act(async () => {
      type('Nombre y apellido', 'Lionel Scaloni');
    });
    await waitFor(() => expect(screen.queryByText('Completar con su nombre')).toBeNull());
    expect(screen.getByText('Debe ingresar su calle')).toBeTruthy();

    await act(async () => {
      fillValid();
    });
    await continuar();
    for (const message of REQUIRED_MESSAGES) expect(screen.queryByText(message)).toBeNull();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const [payer, draft] = onConfirm.mock.calls[0]!;
    expect(payer).toMatchObject({
      payerName: 'Lionel Scaloni',
      zipCode: 'X5000ABC',
      state: 'Córdoba',
      client_id: '20055361682',
    });
    expect(draft).toMatchObject({ zipCode: 'x5000abc', client_id: '20-05536168-2' });
  });

  it('checks the e-mail, postal code and DNI/CUIT for real', async () => {
    const onConfirm = renderForm();
    fillValid();
    type('Email', 'lionel@');
    type('Código postal', '12');
    type('DNI, CUIL o CUIT', '20-05536168-3');
    await continuar();
    expect(screen.getByText('El email ingresado no es válido')).toBeTruthy();
    expect(screen.getByText('El código postal ingresado no es válido')).toBeTruthy();
    expect(screen.getByText('El DNI, Cuil o Cuit ingresado no es válido')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    await act(async () => {
      type('DNI, CUIL o CUIT', '20.123.456');
      type('Email', 'lionel@example.com.ar');
      type('Código postal', '5000');
    });
    await continuar();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0]![0]).toMatchObject({ client_id: '20123456', zipCode: '5000' });
  });

  it('takes the confirmed contact e-mail into an empty e-mail box', () => {
    renderForm('hincha@example.com');
    expect((field('Email') as HTMLInputElement).value).toBe('hincha@example.com');
  });
});
