import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import {
  ONLY_OWNER_GRANTS,
  ONLY_OWNER_TOUCHES_OWNER,
  OWN_ACCESS_KEPT,
  STAFF_AREA_REFUSALS,
} from '@shop/domain';

type UserAnswer = {
  id: string;
  username: string;
  email: string;
  owner: boolean;
  permissions: string[];
  checked: boolean;
  status: string;
};

function userBody(overrides: Record<string, unknown> = {}) {
  return {
    username: 'maria.gomez',
    email: 'maria@tienda.test',
    password: 'clave-maria',
    countryCode: '+54',
    phone: '1155556666',
    country: 'Argentina',
    ...overrides,
  };
}

const FORGED = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.firma-falsa' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds())('users API on %s', (kind) => {
  let shop: TestShop;
  let nextAddress = 1;

  const listUsers = async (query = '') => {
    const res = await shop.app.inject({ url: `/api/users${query}`, headers: shop.adminHeaders });
    expect(res.statusCode).toBe(200);
    return res.json() as { users: UserAnswer[]; count: number };
  };
  const usernames = async (query = '') =>
    (await listUsers(query)).users.map((u) => u.username).sort();
  const create = (body: Record<string, unknown>, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: '/api/users', headers, payload: body });
  const update = (id: string, body: Record<string, unknown>, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload: body });
  const remove = (id: string, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers });
  const login = (username: string, password: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: `10.1.0.${nextAddress++}`,
    });

  beforeAll(async () => {
    shop = await createTestShop(kind);
    expect((await create(userBody())).statusCode).toBe(201);
    expect(
      (
        await create(
          userBody({ username: 'jose_perez', email: 'jose@correo.test', password: 'clave-jose' }),
        )
      ).statusCode,
    ).toBe(201);
  });
  afterAll(() => shop.close());

  describe('GET /api/users', () => {
    it('answers { users, count } with every user', async () => {
      const body = await listUsers();
      expect(Object.keys(body).sort()).toEqual(['count', 'users']);
      expect(body.count).toBe(body.users.length);
      expect(body.users.map((u) => u.username).sort()).toEqual([
        'admin-test',
        'jose_perez',
        'maria.gomez',
      ]);
      expect(body.users.find((u) => u.username === 'maria.gomez')).toEqual({
        id: expect.any(String),
        _id: expect.any(String),
        username: 'maria.gomez',
        email: 'maria@tienda.test',
        countryCode: '+54',
        phone: '1155556666',
        country: 'Argentina',
        status: 'Activo',
        owner: false,
        permissions: [],
        checked: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('never shows a password or its hash', async () => {
      const res = await shop.app.inject({ url: '/api/users', headers: shop.adminHeaders });
      expect(res.body).not.toMatch(/password|hash|argon2|clave-/i);
    });

    it('searches username and e-mail, ignoring case', async () => {
      expect(await usernames('?search=MARIA')).toEqual(['maria.gomez']);
      expect(await usernames('?search=correo.test')).toEqual(['jose_perez']);
      expect(await usernames('?search=nadie')).toEqual([]);
      expect((await listUsers('?search=nadie')).count).toBe(0);
      expect(await usernames('?search=')).toHaveLength(3);
    });

    it('takes % and _ in a search literally', async () => {
      expect(await usernames('?search=%25')).toEqual([]);
      expect(await usernames('?search=_')).toEqual(['jose_perez']);
      expect(await usernames('?search=maria_gomez')).toEqual([]);
    });

    it('refuses a request without a valid admin token', async () => {
      for (const headers of [{}, FORGED]) {
        const res = await shop.app.inject({ url: '/api/users', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'unauthorized',
          message: 'No autorizado: iniciá sesión como administrador.',
        });
      }
    });
  });

  describe('POST /api/users', () => {
    it('creates a user (201) with the defaults, who can then sign in', async () => {
      const res = await create({
        username: 'lucia',
        email: 'lucia@tienda.test',
        password: 'seis66',
      });
      expect(res.statusCode).toBe(201);
      const user = res.json();
      expect(user).toMatchObject({
        username: 'lucia',
        status: 'Activo',
        owner: false,
        checked: false,
        country: 'Argentina',
      });
      expect(res.body).not.toMatch(/password|hash/i);
      expect(await usernames()).toContain('lucia');

      const signIn = await login('lucia', 'seis66');
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().token).toEqual(expect.any(String));
      // The admin check tells the panel who is a Dueño, so staff see owner screens read-only.
      const who = (headers: Record<string, string>) =>
        shop.app.inject({ url: '/api/admin', headers }).then((r) => r.json());
      expect(await who({ authorization: `Bearer ${signIn.json().token}` })).toMatchObject({
        username: 'lucia',
        owner: false,
      });
      expect(await who(shop.adminHeaders)).toMatchObject({ owner: true });
    });

    it('refuses a repeated username with 409, writing nothing', async () => {
      const before = (await listUsers()).count;
      const res = await create(userBody({ email: 'otra@tienda.test' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'conflict',
        message: 'Ya existe un usuario con ese nombre.',
      });
      expect((await listUsers()).count).toBe(before);
    });

    it.each([
      [{ password: '12345' }, 'password', 'La contraseña debe tener al menos 6 caracteres'],
      [{ password: undefined }, 'password', 'La contraseña debe tener al menos 6 caracteres'],
      [
        { password: 'x'.repeat(129) },
        'password',
        'La contraseña no puede tener más de 128 caracteres',
      ],
      [{ username: 'ab' }, 'username', 'El usuario debe tener entre 3 y 40 caracteres'],
      [{ username: 'x'.repeat(41) }, 'username', 'El usuario debe tener entre 3 y 40 caracteres'],
      [{ email: '' }, 'email', 'El email es obligatorio'],
      [{ email: 'no-es-un-email' }, 'email', 'El email ingresado no es válido'],
      [{ status: 'Jefe' }, 'status', 'El estado debe ser Activo o Inactivo'],
      [{ owner: 'si' }, 'owner', 'Dueño debe ser verdadero o falso'],
    ])(
      'refuses %j with a Spanish message on %s, writing nothing',
      async (change, field, message) => {
        const before = (await listUsers()).count;
        const res = await create(userBody({ username: 'nuevo-usuario', ...change }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'validation_error', message, field });
        expect((await listUsers()).count).toBe(before);
      },
    );

    it('writes nothing without a valid admin token', async () => {
      for (const headers of [{}, FORGED]) {
        expect((await create(userBody({ username: 'intruso' }), headers)).statusCode).toBe(401);
      }
      expect(await usernames()).not.toContain('intruso');
    });
  });

  describe('PUT /api/users/:id', () => {
    let target: UserAnswer;

    beforeAll(async () => {
      target = (
        await create(
          userBody({
            username: 'editable',
            email: 'editable@tienda.test',
            password: 'clave-vieja',
          }),
        )
      ).json();
    });

    it('saves owner and checked, and GET shows them', async () => {
      const res = await update(target.id, { owner: true, checked: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: target.id,
        owner: true,
        checked: true,
        username: 'editable',
      });
      const listed = (await listUsers()).users.find((u) => u.id === target.id);
      expect(listed).toMatchObject({ owner: true, checked: true, email: 'editable@tienda.test' });

      await update(target.id, { owner: false });
      expect((await listUsers()).users.find((u) => u.id === target.id)).toMatchObject({
        owner: false,
        checked: true,
      });
    });

    it('changes the password: the new one signs in, the old one no longer does', async () => {
      expect((await login('editable', 'clave-vieja')).statusCode).toBe(200);
      const res = await update(target.id, { password: 'clave-nueva' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/password|hash/i);
      expect((await login('editable', 'clave-nueva')).statusCode).toBe(200);
      expect((await login('editable', 'clave-vieja')).statusCode).toBe(401);
    });

    it('switching a user to Inactivo stops their sign-in', async () => {
      const inactive = (
        await create(userBody({ username: 'pasajero', password: 'clave-pasajero' }))
      ).json();
      expect((await update(inactive.id, { status: 'Inactivo' })).json().status).toBe('Inactivo');
      expect((await login('pasajero', 'clave-pasajero')).statusCode).toBe(401);
    });

    it('refuses a short password and a taken username, changing nothing', async () => {
      const short = await update(target.id, { password: '123', owner: true });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        message: 'La contraseña debe tener al menos 6 caracteres',
        field: 'password',
      });

      const taken = await update(target.id, { username: 'maria.gomez', owner: true });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: 'conflict',
        message: 'Ya existe un usuario con ese nombre.',
      });

      expect((await listUsers()).users.find((u) => u.id === target.id)).toMatchObject({
        username: 'editable',
        owner: false,
      });
      expect((await login('editable', 'clave-nueva')).statusCode).toBe(200);
    });

    it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
      const unknown = await update(UNKNOWN_ID, { owner: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: 'not_found',
        message: 'No encontramos ese usuario.',
      });
      const malformed = await update('no-es-un-id', { owner: true });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        error: 'validation_error',
        message: 'El id de usuario no es válido.',
      });
    });

    it('changes nothing without a valid admin token', async () => {
      for (const headers of [{}, FORGED]) {
        expect((await update(target.id, { owner: true }, headers)).statusCode).toBe(401);
      }
      expect((await listUsers()).users.find((u) => u.id === target.id)?.owner).toBe(false);
    });
  });

  it('leaves user management to Dueño: a staff admin gets 403 and changes nothing (issue 21, item 6)', async () => {
    const staff = (
      await create(userBody({ username: 'staff-sin-dueno', password: 'clave-staff', owner: false }))
    ).json() as UserAnswer;
    const token = await shop.services.tokens.sign({ userId: staff.id, username: staff.username });
    const headers = { authorization: `Bearer ${token}` };
    const forbidden = { error: 'forbidden', message: STAFF_AREA_REFUSALS.users };
    const answers = [
      await shop.app.inject({ url: '/api/users', headers }),
      await create(
        userBody({ username: 'colado', password: 'clave-colado', owner: true }),
        headers,
      ),
      await update(staff.id, { owner: true }, headers),
      await remove(shop.adminId, headers),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(forbidden);
    }
    const after = await listUsers();
    expect(after.users.map((u) => u.username)).not.toContain('colado');
    expect(after.users.find((u) => u.id === staff.id)?.owner).toBe(false);
    expect(after.users.some((u) => u.id === shop.adminId)).toBe(true);
    // Everything else stays open to every admin.
    const orders = await shop.app.inject({ url: '/api/orders', headers });
    expect(orders.statusCode).toBe(200);
  });

  describe('DELETE /api/user/:id', () => {
    it('deletes a user (204): gone from the list and unable to sign in', async () => {
      const doomed = (
        await create(userBody({ username: 'se-va', password: 'clave-se-va' }))
      ).json();
      const res = await remove(doomed.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await usernames()).not.toContain('se-va');
      expect((await login('se-va', 'clave-se-va')).statusCode).toBe(401);
      expect((await remove(doomed.id)).statusCode).toBe(404);
    });

    it('refuses to delete yourself with 422', async () => {
      const res = await remove(shop.adminId);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'self_delete',
        message: 'No podés eliminar tu propio usuario.',
      });
      expect(await usernames()).toContain('admin-test');
    });

    it('answers 404 for an unknown id', async () => {
      const res = await remove(UNKNOWN_ID);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'No encontramos ese usuario.' });
      expect((await remove('no-es-un-id')).statusCode).toBe(400);
    });

    it('deletes nothing without a valid admin token', async () => {
      const kept = (await listUsers()).users.find((u) => u.username === 'maria.gomez');
      for (const headers of [{}, FORGED])
        expect((await remove(kept!.id, headers)).statusCode).toBe(401);
      expect(await usernames()).toContain('maria.gomez');
    });
  });

  describe('staff permissions (issue 44)', () => {
    const headersOf = async (user: UserAnswer) => ({
      authorization: `Bearer ${await shop.services.tokens.sign({ userId: user.id, username: user.username })}`,
    });
    const listed = async (id: string) => (await listUsers()).users.find((u) => u.id === id);

    it('lets the owner grant areas, once each, and the admin check answers them', async () => {
      const res = await create(
        userBody({ username: 'cajera', permissions: ['refunds', 'exports', 'refunds'] }),
      );
      expect(res.statusCode).toBe(201);
      const cajera = res.json() as UserAnswer;
      expect(cajera.permissions).toEqual(['refunds', 'exports']);
      const who = await shop.app.inject({ url: '/api/admin', headers: await headersOf(cajera) });
      expect(who.json()).toMatchObject({ owner: false, permissions: ['refunds', 'exports'] });
      const owner = await shop.app.inject({ url: '/api/admin', headers: shop.adminHeaders });
      expect(owner.json()).toMatchObject({
        owner: true,
        permissions: ['refunds', 'exports', 'settings', 'users'],
      });

      expect((await update(cajera.id, { permissions: ['settings'] })).json()).toMatchObject({
        permissions: ['settings'],
      });
      const unknown = await update(cajera.id, { permissions: ['todo'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: 'El permiso no existe' });
      expect((await listed(cajera.id))?.permissions).toEqual(['settings']);
    });

    it('lets a staff admin with the users area manage staff but never raise anyone or touch a Dueño', async () => {
      const manager = (
        await create(userBody({ username: 'encargado', permissions: ['users'] }))
      ).json() as UserAnswer;
      const headers = await headersOf(manager);
      expect((await shop.app.inject({ url: '/api/users', headers })).statusCode).toBe(200);
      const plain = await create(userBody({ username: 'repositor' }), headers);
      expect(plain.statusCode).toBe(201);
      const repositor = plain.json() as UserAnswer;
      expect((await update(repositor.id, { email: 'repo@tienda.test' }, headers)).statusCode).toBe(
        200,
      );

      const refusals = [
        [await create(userBody({ username: 'socio', owner: true }), headers), ONLY_OWNER_GRANTS],
        [
          await create(userBody({ username: 'cobrador', permissions: ['refunds'] }), headers),
          ONLY_OWNER_GRANTS,
        ],
        [
          await update(manager.id, { permissions: ['users', 'refunds'] }, headers),
          ONLY_OWNER_GRANTS,
        ],
        [await update(repositor.id, { owner: true }, headers), ONLY_OWNER_GRANTS],
        [
          await update(shop.adminId, { email: 'robada@tienda.test' }, headers),
          ONLY_OWNER_TOUCHES_OWNER,
        ],
        [await remove(shop.adminId, headers), ONLY_OWNER_TOUCHES_OWNER],
      ] as const;
      for (const [answer, message] of refusals) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ error: 'forbidden', message });
      }
      expect(await usernames()).not.toContain('socio');
      expect(await usernames()).not.toContain('cobrador');
      expect((await listed(manager.id))?.permissions).toEqual(['users']);
      expect((await listed(repositor.id))?.owner).toBe(false);
      expect((await listed(shop.adminId))?.email).not.toBe('robada@tienda.test');
    });

    it('keeps an owner from locking himself out; another owner may take the role away', async () => {
      for (const body of [{ owner: false }, { status: 'Inactivo' }]) {
        const res = await update(shop.adminId, body);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ error: 'own_access', message: OWN_ACCESS_KEPT });
      }
      expect(await listed(shop.adminId)).toMatchObject({ owner: true, status: 'Activo' });
      expect((await update(shop.adminId, { phone: '1144443333' })).statusCode).toBe(200);

      const partner = (
        await create(userBody({ username: 'socia', owner: true }))
      ).json() as UserAnswer;
      const res = await update(partner.id, { owner: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ owner: false });
    });
  });
});
