import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema.js';

export type StoredImage = typeof images.$inferSelect;
type NewImage = Omit<typeof images.$inferInsert, 'id' | 'originalId'>;

export function createImageRepo(db: Db) {
  return {
    async insert(image: NewImage): Promise<string> {
      const [row] = await db.insert(images).values(image).returning({ id: images.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    /** The main picture and its smaller copies, all or none. */
    async insertWithCopies(main: NewImage, copies: NewImage[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(images).values(main).returning({ id: images.id });
        if (!row) throw new Error('insert returned no row');
        if (copies.length > 0) {
          await tx.insert(images).values(copies.map((copy) => ({ ...copy, originalId: row.id })));
        }
        return row.id;
      });
    },
    /** The image and the smaller copies stored with it. */
    async withCopies(id: string): Promise<StoredImage[]> {
      return db
        .select()
        .from(images)
        .where(or(eq(images.id, id), eq(images.originalId, id)));
    },
  };
}

export type ImageRepo = ReturnType<typeof createImageRepo>;
