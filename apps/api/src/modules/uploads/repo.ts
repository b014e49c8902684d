import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema.js';

export type StoredImage = typeof images.$inferSelect;

export function createImageRepo(db: Db) {
  return {
    async insert(image: Omit<typeof images.$inferInsert, 'id'>): Promise<string> {
      const [row] = await db.insert(images).values(image).returning({ id: images.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async find(id: string): Promise<StoredImage | undefined> {
      const [row] = await db.select().from(images).where(eq(images.id, id));
      return row;
    },
  };
}

export type ImageRepo = ReturnType<typeof createImageRepo>;
