/**
 * Where uploaded images are kept: a folder per image under DATA_DIR/media (<id>/<variant>.<webp|svg>), on disk
 * whether the database is PGlite or PostgreSQL. Several app processes must share that folder (a shared volume);
 * object storage can later take this interface's place.
 */
import { copyFile, constants, mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { MEDIA_VARIANTS, type MediaExtension } from "../../../common/media.ts";

/** One file of an image: bytes made here (a variant), or an upload's file kept as it is (a PDF), copied from disk. */
export type MediaFile = { variant: string; extension: MediaExtension } & ({ bytes: Uint8Array } | { copyOf: string });

export type MediaStorage = {
  /** Writes all files of one image at once: they appear together (a folder renamed into place) or not at all. */
  write: (id: string, files: readonly MediaFile[]) => Promise<void>;
  /** Removes an image's files, e.g. when its row could not be written. */
  remove: (id: string) => Promise<void>;
  /** The file of one variant, or null when there is none. Only known ids and variants ever make a path. */
  find: (id: string, variant: string, extension: MediaExtension) => Promise<string | null>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a URL's parts may name a file: a lowercase UUID and one of the fixed variants. No path is built else. */
function isMediaKey(id: string, variant: string): boolean {
  return UUID.test(id) && MEDIA_VARIANTS.has(variant);
}

export function fileMediaStorage(root: string): MediaStorage {
  const folder = (id: string) => {
    if (!UUID.test(id)) throw new Error(`Geen geldige media-id: ${id}`);
    return path.join(root, id);
  };
  return {
    async write(id, files) {
      const final = folder(id);
      const staging = path.join(root, `.upload-${id}`);
      await mkdir(staging, { recursive: true });
      try {
        for (const file of files) {
          if (!isMediaKey(id, file.variant)) throw new Error(`Onbekende variant: ${file.variant}`);
          await writeDurably(path.join(staging, `${file.variant}.${file.extension}`), file);
        }
        await rename(staging, final);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    },
    async remove(id) {
      await rm(folder(id), { recursive: true, force: true });
    },
    async find(id, variant, extension) {
      if (!isMediaKey(id, variant)) return null;
      const file = path.join(folder(id), `${variant}.${extension}`);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? file : null;
    },
  };
}

/** Written and flushed before the folder is renamed, so a crash never leaves a named but empty file. */
async function writeDurably(target: string, file: MediaFile): Promise<void> {
  if ("copyOf" in file) await copyFile(file.copyOf, target, constants.COPYFILE_EXCL);
  const handle = await open(target, "copyOf" in file ? "r+" : "wx");
  try {
    if ("bytes" in file) await handle.writeFile(file.bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
