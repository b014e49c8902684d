// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import { useToastStore } from '../../components/toasts';
import type { OutboxEmail } from '@shop/domain';
import { NO_SMTP_NOTICE, RESENT, RESENT_WITHOUT_SMTP } from '../../features/emails/emails-page';
import Emails from './emails';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const email = (overrides: Partial<OutboxEmail> = {}): OutboxEmail => ({
  id: '7',
  to: 'juana@example.com',
  subject: 'Recibimos tu pedido #1001',
  text: 'Hola Juana',
  html: '<p>Hola Juana</p>',
  template: 'order_created',
  orderNumber: 1001,
  status: 'enviado',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  sentAt: '2026-11-20T15:00:05.000Z',
  ...overrides,
});

function renderOutbox(load: () => OutboxEmail[], smtpConfigured: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/correos',
      Component: Emails as never,
      loader: () => ({ emails: load(), delivery: { smtpConfigured } }),
    },
  ]);
  return render(<Stub initialEntries={['/correos']} />);
}

const resendButton = () =>
  screen.getByRole('button', {
    name: 'Reenviar el correo «Recibimos tu pedido #1001» a juana@example.com',
  });

describe('/correos', () => {
  it('says that nothing is sent when the server has no SMTP', async () => {
    renderOutbox(() => [email({ status: 'pendiente', attempts: 0, sentAt: null })], false);
    await screen.findByText('juana@example.com');
    expect(screen.getByRole('status').textContent).toBe(NO_SMTP_NOTICE);
  });

  it('shows no notice when e-mails are sent', async () => {
    renderOutbox(() => [email()], true);
    await screen.findByText('juana@example.com');
    expect(screen.queryByText(NO_SMTP_NOTICE)).toBeNull();
  });

  it("'Reenviar' queues the e-mail again and shows the outbox as it is now", async () => {
    let emails = [email()];
    const calls = mockFetch(({ url }) => {
      const copy = email({ id: '8', status: 'pendiente', attempts: 0, sentAt: null });
      emails = [copy, ...emails];
      return json(copy, url === '/api/emails/7/resend' ? 202 : 404);
    });
    renderOutbox(() => emails, true);
    await screen.findByText('juana@example.com');
    await act(async () => {
      fireEvent.click(resendButton());
    });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/emails/7/resend']]);
    await waitFor(() => expect(screen.getByText('Pendiente')).toBeTruthy());
    expect(screen.getAllByText('juana@example.com')).toHaveLength(2);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([RESENT]);
  });

  it('without SMTP the toast says the e-mail waits for a mail server', async () => {
    mockFetch(() => json(email({ status: 'pendiente', sentAt: null }), 202));
    renderOutbox(() => [email({ status: 'pendiente', sentAt: null })], false);
    await screen.findByText('juana@example.com');
    await act(async () => {
      fireEvent.click(resendButton());
    });
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([RESENT_WITHOUT_SMTP]),
    );
  });

  it("shows the server's message when the resend is refused", async () => {
    mockFetch(() => json({ error: 'not_found', message: 'No encontramos ese correo.' }, 404));
    renderOutbox(() => [email()], true);
    await screen.findByText('juana@example.com');
    await act(async () => {
      fireEvent.click(resendButton());
    });
    expect((await screen.findByRole('alert')).textContent).toContain('No encontramos ese correo.');
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(resendButton().hasAttribute('disabled')).toBe(false);
  });
});
