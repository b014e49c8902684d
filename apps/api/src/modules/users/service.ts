import { randomBytes } from 'node:crypto';
import {
  ONLY_OWNER_GRANTS,
  ONLY_OWNER_TOUCHES_OWNER,
  OWN_ACCESS_KEPT,
  STAFF_AREAS,
  type AdminAccess,
  type StaffArea,
  type UserCreate,
  type UserUpdate,
  type AdminUserAnswer,
} from '@shop/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiError, conflict, notFound, unprocessable } from '../../http/errors.js';
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
    permissions: grantedAreas(u.permissions),
    checked: u.checked,
    createdAt: u.createdAt.toISOString(),
  };
}

const USERNAME_TAKEN = 'Ya existe un usuario con ese nombre.';

/** The stored areas this version knows; an unknown word grants nothing. */
function grantedAreas(stored: readonly string[]): StaffArea[] {
  return stored.filter((area): area is StaffArea =>
    (STAFF_AREAS as readonly string[]).includes(area),
  );
}

/** The signed-in admin who creates or edits a user. */
export type Actor = { userId: string; owner: boolean };

/** The shop itself creating a user (start-up, seeds, tests): acts as an owner. */
const THE_SHOP: Actor = { userId: '', owner: true };

/**
 * A staff admin with the users area may add and edit admins but not raise anyone: the Dueño role
 * and the areas stay the owner's to give (a plain staff admin, false and [], is always allowed).
 */
function assertMayGrant(actor: Actor, input: { owner?: boolean; permissions?: StaffArea[] }) {
  if (actor.owner) return;
  if (input.owner === true || (input.permissions?.length ?? 0) > 0) {
    throw new ApiError(403, 'forbidden', ONLY_OWNER_GRANTS);
  }
}

export function createUserService(repo: UserRepo) {
  return {
    async activeAccess(userId: string): Promise<AdminAccess | null> {
      const user = await repo.findById(userId);
      if (user?.status !== 'Activo') return null;
      return { owner: user.owner, permissions: grantedAreas(user.permissions) };
    },

    async list(search?: string) {
      const users = (await repo.list(search)).map(toUserDto);
      return { users, count: users.length };
    },

    async create(
      input: Omit<UserCreate, 'permissions'> & { permissions?: StaffArea[] },
      actor = THE_SHOP,
    ) {
      assertMayGrant(actor, input);
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

    async update(id: string, input: UserUpdate, actor: Actor) {
      const current = await repo.findById(id);
      if (!current) throw notFound('No encontramos ese usuario.');
      if (current.owner && !actor.owner)
        throw new ApiError(403, 'forbidden', ONLY_OWNER_TOUCHES_OWNER);
      const changesAccess =
        (input.owner !== undefined && input.owner !== current.owner) ||
        (input.permissions !== undefined &&
          [...input.permissions].sort().join() !== grantedAreas(current.permissions).sort().join());
      if (changesAccess && !actor.owner) throw new ApiError(403, 'forbidden', ONLY_OWNER_GRANTS);
      if (
        id === actor.userId &&
        ((current.owner && input.owner === false) || input.status === 'Inactivo')
      ) {
        throw unprocessable(OWN_ACCESS_KEPT, 'own_access');
      }
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

    async remove(id: string, actor: Actor) {
      if (id === actor.userId)
        throw unprocessable('No podés eliminar tu propio usuario.', 'self_delete');
      const current = await repo.findById(id);
      if (current?.owner && !actor.owner) {
        throw new ApiError(403, 'forbidden', ONLY_OWNER_TOUCHES_OWNER);
      }
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
