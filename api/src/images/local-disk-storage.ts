import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage } from './storage';

const SAFE_NAME = /^[0-9a-z][0-9a-z._-]*$/;

function checkedName(name: string): string {
  // names come from content hashes; anything else is a bug, never a path to follow
  if (!SAFE_NAME.test(name)) throw new Error(`not an image file name: ${name}`);
  return name;
}

/**
 * The pictures on this machine's disk under `root`, in folders by the name's first two characters
 * (a content hash, so they spread evenly) rather than a hundred thousand files in one folder.
 */
export function createLocalDiskStorage(root: string): ImageStorage {
  const folderOf = (name: string) => path.join(root, name.slice(0, 2));
  const pathOf = (name: string) => path.join(folderOf(name), checkedName(name));

  return {
    async get(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async put(name, bytes) {
      const target = pathOf(name);
      await mkdir(folderOf(name), { recursive: true });
      // written aside and renamed into place: a reader never sees a half-written file, and two
      // writers of the same name each rename a whole file of their own
      const temporary = path.join(folderOf(name), `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async delete(name) {
      await rm(pathOf(name), { force: true });
    },

    async list(prefix) {
      checkedName(prefix);
      if (prefix.length < 2) throw new Error('list needs a prefix of two characters or more');
      try {
        const names = await readdir(folderOf(prefix));
        return names.filter((name) => name.startsWith(prefix)).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
