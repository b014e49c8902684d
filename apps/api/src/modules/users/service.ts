import { randomBytes } from 'node:crypto';
import {
  STAFF_AREAS,
  type AdminAccess,
  type StaffArea,
  type UserCreate,
  type UserUpdate,
  type AdminUserAnswer,
} from '@shop/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound, unprocessable } from '../../http/errors.js';
import { hashPassword } from '../auth/passwords.js';
import type { AdminUserRow, NewAdminUserRow, UserRepo } from './repo.js';

/** What an answer may show of a user: never the password hash. */
export function toUserDto(u: AdminUserRow): AdminUserAnswer {
  return {
    id: u.id,
    _id: u.id,
    username: u.username,
    email: u.email,
    countryCode: u.countryCode,
    phone: u.phone,
    country: u.country,
    status: u.status,
    owner: u.owner,
    checked: u.checked,
    createdAt: u.createdAt.toISOString(),
  };
}

const USERNAME_TAKEN = 'Ya existe un usuario con ese nombre.';

export function createUserService(repo: UserRepo) {
  return {
    async activeAccess(userId: string): Promise<AdminAccess | null> {
      const user = await repo.findById(userId);
      if (user?.status !== 'Activo') return null;
      const permissions = user.permissions.filter((area): area is StaffArea =>
        (STAFF_AREAS as readonly string[]).includes(area),
      );
      return { owner: user.owner, permissions };
    },

    async isOwner(userId: string): Promise<boolean> {
      return (await repo.findById(userId))?.owner === true;
    },

    async list(search?: string) {
      const users = (await repo.list(search)).map(toUserDto);
      return { users, count: users.length };
    },

    async create(input: UserCreate) {
      const { password, ...fields } = input;
      try {
        return toUserDto(
          await repo.insert({ ...fields, passwordHash: await hashPassword(password) }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
        throw error;
      }
    },

    async update(id: string, input: UserUpdate) {
      const { password, ...fields } = input;
      const patch: Partial<NewAdminUserRow> = { ...fields };
      if (password) patch.passwordHash = await hashPassword(password);
      try {
        const updated = await repo.update(id, patch);
        if (!updated) throw notFound('No encontramos ese usuario.');
        return toUserDto(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
        throw error;
      }
    },

    async remove(id: string, actingUserId: string) {
      if (id === actingUserId)
        throw unprocessable('No podés eliminar tu propio usuario.', 'self_delete');
      if (!(await repo.remove(id))) throw notFound('No encontramos ese usuario.');
    },

    /**
     * ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin at start. With neither set and no
     * admin yet, one is created with a random password, returned so it can be printed once.
     */
    async ensureAdmin(
      username?: string,
      password?: string,
    ): Promise<{ username: string; password: string } | null> {
      if (username && password) {
        const passwordHash = await hashPassword(password);
        const existing = await repo.findByUsername(username);
        if (existing) await repo.update(existing.id, { passwordHash, status: 'Activo' });
        else await repo.insert({ username, passwordHash, owner: true, checked: true });
        return null;
      }
      if ((await repo.count()) > 0) return null;
      const generated = {
        username: username ?? 'admin',
        password: randomBytes(12).toString('base64url'),
      };
      await repo.insert({
        username: generated.username,
        passwordHash: await hashPassword(generated.password),
        owner: true,
        checked: true,
      });
      return generated;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
