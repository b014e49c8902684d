const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else in an `:idOrSlug` path is a slug. */
export const isUuid = (value: string) => UUID.test(value);
