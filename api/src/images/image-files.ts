import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  IMAGE_MIME_TYPES,
  type Image,
  type ImageFileName,
  type ImagePurpose,
  imageWidths,
  parseImageFileName,
} from '../../contracts/image';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { ScheduledTask } from '../scheduler';
import type { ImageRecords } from './images';
import { cleanUpload, makeVariant, refusedFile } from './pipeline';
import type { ProxyPurge } from './proxy-purge';
import type { ImageStorage } from './storage';

/** An upload no record took is kept this long (a form may be filled in slowly), then deleted. */
export const UNUSED_IMAGE_TTL_MS = 24 * 3_600_000;
/** Uploads a member may make in an hour: a posting's 6 photos many times over, not a flood. */
export const UPLOAD_RATE_LIMIT = { count: 100, windowMinutes: 60 };
/** Images the clean-up looks at in one pass: its work stays the same however many pictures there are. */
const CLEAN_UP_SLICE = 500;

/** The cleaned original's name in the storage; its variants are named as contracts/image.ts says. */
export const originalName = (key: string) => `${key}-original`;

/** A file some picture offers: one of its widths in one format, or its link-preview card. */
export interface OfferedVariant extends ImageFileName {
  name: string;
  /** whose rules make it (a logo's card differs from a photo's) */
  purpose: ImagePurpose;
  contentType: string;
}

/**
 * Not a company's logo, a resume's photo, a posting's photo, a resume's portfolio photo, nor a
 * portfolio photo an application's frozen copy (while it is kept) shows.
 */
function unusedImage(eb: ExpressionBuilder<Database, 'images'>) {
  return eb.and([
    eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.logo_image_id', '=', 'images.id'))),
    eb.not(
      eb.exists(eb.selectFrom('resumes').select('resumes.id').whereRef('resumes.photo_image_id', '=', 'images.id')),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('job_info_photos')
          .select('job_info_photos.image_id')
          .whereRef('job_info_photos.image_id', '=', 'images.id'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('resume_portfolio_items')
          .select('resume_portfolio_items.image_id')
          .whereRef('resume_portfolio_items.image_id', '=', 'images.id'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('application_portfolio_images')
          .innerJoin('applications', 'applications.id', 'application_portfolio_images.application_id')
          .select('application_portfolio_images.image_id')
          .whereRef('application_portfolio_images.image_id', '=', 'images.id')
          .where('applications.resume_copy', 'is not', null),
      ),
    ),
  ]);
}

/** Whether some picture named `key` offers this variant: a width of its own list, or a link-preview card. */
function offers(row: { purpose: ImagePurpose; width: number }, variant: ImageFileName['variant']): boolean {
  // a resume's photo or portfolio is never shared as a link preview (resumes are not public pages)
  if (variant === 'og') return row.purpose !== 'resume-photo' && row.purpose !== 'portfolio';
  return imageWidths(row, row.purpose).includes(variant);
}

/**
 * The pictures' files: an upload cleaned and stored, its variants made on first request and kept,
 * files no picture names any more removed, and the scheduled clean-up of uploads no record took.
 */
export function createImageFiles({
  db,
  clock,
  storage,
  imageRecords,
  logger,
  proxyPurge,
}: {
  db: Kysely<Database>;
  clock: Clock;
  storage: ImageStorage;
  imageRecords: ImageRecords;
  logger: Logger;
  /** the caching proxies in front, told when a picture's files go */
  proxyPurge: ProxyPurge;
}) {
  /** Variants being made in this process, so simultaneous first requests make each once. */
  const making = new Map<string, Promise<Uint8Array | null>>();
  /** Where the clean-up's next slice starts (per process; any process may sweep any slice). */
  let cleanUpCursor = 0;

  async function makeAndStore(variant: OfferedVariant) {
    const original = await storage.get(originalName(variant.key));
    if (!original) {
      logger.warn({ key: variant.key }, 'image original missing from storage');
      return null;
    }
    const bytes = await makeVariant(original, variant, variant.purpose);
    await storage.put(variant.name, bytes, variant.contentType);
    return bytes;
  }

  /**
   * Deletes the files of `key` unless a picture an operator has not removed still names it, and
   * evicts every variant that was made (so every one a proxy may hold) from the proxies' caches.
   */
  async function removeFiles(key: string): Promise<boolean> {
    const named = await db
      .selectFrom('images')
      .select('id')
      .where('key', '=', key)
      .where('removed_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (named) return false;
    const names = await storage.list(`${key}-`);
    for (const name of names) await storage.delete(name);
    await proxyPurge.purgeImages(names.filter((name) => parseImageFileName(name)));
    return true;
  }

  /**
   * Of the pictures `ids`, those no record shows any more stop being served now: their rows go
   * (an owner's picture taken off is never attached again: a new upload is), then their files and
   * the proxies' copies. Returns how many pictures went.
   */
  async function release(ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    // asked as it deletes: a record that took one since keeps it
    const gone = await db.deleteFrom('images').where('id', 'in', ids).where(unusedImage).returning('key').execute();
    for (const key of new Set(gone.map((row) => row.key))) await removeFiles(key);
    return gone.length;
  }

  async function cleanUp(now: Date): Promise<{ images: number; files: number }> {
    const slice = await db
      .selectFrom('images')
      .select('id')
      .where('id', '>', cleanUpCursor)
      .orderBy('id')
      .limit(CLEAN_UP_SLICE)
      .execute();
    const from = cleanUpCursor;
    const to = slice.at(-1)?.id ?? from;
    cleanUpCursor = slice.length < CLEAN_UP_SLICE ? 0 : to;
    if (slice.length === 0) return { images: 0, files: 0 };

    const before = new Date(now.getTime() - UNUSED_IMAGE_TTL_MS).toISOString();
    const unused = await db
      .selectFrom('images')
      .select(['id', 'key'])
      .where('id', '>', from)
      .where('id', '<=', to)
      .where('created_at', '<', before)
      .where(unusedImage)
      .execute();
    if (unused.length === 0) return { images: 0, files: 0 };
    // asked again as it deletes: a record may have taken one since (another process may also have
    // deleted some: fewer rows, the same end)
    const deleted = await db
      .deleteFrom('images')
      .where(
        'id',
        'in',
        unused.map((row) => row.id),
      )
      .where(unusedImage)
      .executeTakeFirst();
    let files = 0;
    for (const key of new Set(unused.map((row) => row.key))) if (await removeFiles(key)) files += 1;
    return { images: Number(deleted.numDeletedRows), files };
  }

  return {
    storage,

    /** Cleans and stores an upload (pipeline.ts) and records it as `ownerId`'s picture for `purpose`. */
    async upload({
      ownerId,
      purpose,
      bytes,
    }: {
      ownerId: number;
      purpose: ImagePurpose;
      bytes: Uint8Array;
    }): Promise<Image> {
      const cleaned = await cleanUpload(bytes);
      // stored before the row exists: no answer names a key whose original is not there yet
      await storage.put(originalName(cleaned.key), cleaned.bytes, cleaned.contentType);
      const { key, width, height } = cleaned;
      return imageRecords.insert(ownerId, purpose, { key, width, height });
    },

    /** A 429 beside the file field once `ownerId` uploaded `UPLOAD_RATE_LIMIT.count` pictures in the hour. */
    async checkUploadRate(ownerId: number): Promise<void> {
      const since = new Date(clock.now().getTime() - UPLOAD_RATE_LIMIT.windowMinutes * 60_000).toISOString();
      const recent = await db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('owner_id', '=', ownerId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      if (Number(recent.total) >= UPLOAD_RATE_LIMIT.count) {
        throw refusedFile(
          429,
          'TOO_MANY_UPLOADS',
          `사진은 1시간에 ${UPLOAD_RATE_LIMIT.count}장까지 올릴 수 있습니다. 잠시 후 다시 올려주세요.`,
        );
      }
    },

    /**
     * The file `name` names, if it is a variant or link-preview card that a picture nobody removed
     * offers; null for any other name.
     */
    async offered(name: string): Promise<OfferedVariant | null> {
      const file = parseImageFileName(name);
      if (!file) return null;
      const rows = await db
        .selectFrom('images')
        .select(['purpose', 'width'])
        .where('key', '=', file.key)
        .where('removed_at', 'is', null)
        .execute();
      const row = rows.find((candidate) => offers(candidate, file.variant));
      return row ? { ...file, name, purpose: row.purpose, contentType: IMAGE_MIME_TYPES[file.format] } : null;
    },

    /** The variant's bytes, made from the original on its first request and stored for the next. */
    async bytesOf(variant: OfferedVariant): Promise<Uint8Array | null> {
      const stored = await storage.get(variant.name);
      if (stored) return stored;
      let made = making.get(variant.name);
      if (!made) {
        made = makeAndStore(variant).finally(() => making.delete(variant.name));
        making.set(variant.name, made);
      }
      return made;
    },

    /**
     * Deletes every file of `key` (original, variants, card) when no picture that an operator has
     * not removed names it: after an operator's removal, or once the last record let go of it.
     * True when the files went.
     */
    removeFiles,

    /** One pass of the clean-up: old uploads no record uses, their rows and then their files. */
    cleanUp,

    release,

    /** The ids of `ownerId`'s pictures that a record shows: their logo, their resumes' and postings' photos, portfolios. */
    async shownOf(ownerId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('images')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where((eb) => eb.not(unusedImage(eb)))
        .execute();
      return rows.map((row) => row.id);
    },

    /** A deleted account's pictures, every one its records no longer show (uploads not yet used too). */
    async releaseAllOf(ownerId: number): Promise<number> {
      const rows = await db.selectFrom('images').select('id').where('owner_id', '=', ownerId).execute();
      return release(rows.map((row) => row.id));
    },

    /** Every minute, a slice of the pictures (scheduler.ts): repeatable, and harmless in two processes at once. */
    task: { name: 'unused-image-clean-up', run: cleanUp } satisfies ScheduledTask,
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
