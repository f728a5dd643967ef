import type { Db, Tx } from '../../../db/client';
import { removeStoredImage, storeImage } from '../../../lib/images';
import { auditedChange } from '../../audit';
import { missing } from './refs';

export interface ImageSwap<Item> {
  mediaRoot: string;
  /** media/<folder>/ */
  folder: string;
  actorId: number;
  objectType: string;
  id: number;
  /** The wire name of the image field, for the audit row. */
  field: string;
  /** Already re-encoded (lib/images.ts). */
  image: Buffer;
  /** Points the locked object at `url`; returns its old image and the item; null when there is no such object. */
  swap(tx: Tx, url: string): Promise<{ old: string | null; item: Item } | null>;
}

/**
 * Stores a new image and points an object at it, audited, in one transaction. The old file (when
 * this API stored it) is removed after the commit; the new one is removed again if the change fails.
 */
export async function replaceImage<Item>(db: Db, s: ImageSwap<Item>): Promise<Item> {
  const url = await storeImage(s.mediaRoot, s.folder, s.image);
  try {
    const { item, old } = await auditedChange(db, { actorId: s.actorId, action: 'upload', objectType: s.objectType }, async (tx) => {
      const swapped = await s.swap(tx, url);
      if (!swapped) throw missing();
      return { result: swapped, objectId: s.id, before: { [s.field]: swapped.old }, after: { [s.field]: url } };
    });
    await removeStoredImage(s.mediaRoot, s.folder, old);
    return item;
  } catch (err) {
    await removeStoredImage(s.mediaRoot, s.folder, url);
    throw err;
  }
}
