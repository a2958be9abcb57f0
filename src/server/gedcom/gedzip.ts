/** GEDZIP archives (.gdz): a zip holding gedcom.ged and the media files it names. */
import { unzipSync } from 'fflate';
import { GedcomError } from './issues';

export interface Gedzip {
  gedcom: Uint8Array;
  media: Record<string, Uint8Array>;
  /** Entries left packed because their path leaves the archive's folder ("../", "/", "C:"). */
  unsafe: string[];
}

/** True for a path that would land outside the folder the archive is unpacked into. */
export function leavesArchive(path: string): boolean {
  const p = path.replace(/\\/g, '/');
  return p.startsWith('/') || /^[A-Za-z]:/.test(p) || p.split('/').includes('..');
}

/**
 * What an archive may unpack to, all files together. A 100 MB upload of photographs unpacks to about
 * its own size; a zip bomb (a few kilobytes that unpack to gigabytes) would take the server's memory.
 * The unpacker sizes each file by the size the archive declares and never writes past it, so the
 * declared sizes are what counts.
 */
export const MAX_GEDZIP_UNPACKED = 512 * 2 ** 20;

/** Opens a GEDZIP; throws GedcomError when the archive is broken, too large unpacked, or has no gedcom.ged. */
export function readGedzip(bytes: Uint8Array): Gedzip {
  let files: Record<string, Uint8Array>;
  let unpacked = 0;
  const unsafe: string[] = [];
  const withinLimit = (file: { name: string; originalSize: number }): boolean => {
    if (leavesArchive(file.name)) {
      unsafe.push(file.name);
      return false;
    }
    unpacked += file.originalSize;
    if (unpacked > MAX_GEDZIP_UNPACKED) throw new GedcomError(`the GEDZIP archive unpacks to more than ${MAX_GEDZIP_UNPACKED / 2 ** 20} MB`);
    return true;
  };
  try {
    files = unzipSync(bytes, { filter: withinLimit });
  } catch (e) {
    if (e instanceof GedcomError) throw e;
    throw new GedcomError(`the GEDZIP archive cannot be read: ${(e as Error).message}`);
  }
  const gedcom = files['gedcom.ged'];
  if (!gedcom) throw new GedcomError('the GEDZIP archive has no gedcom.ged at its root');
  const media: Record<string, Uint8Array> = {};
  for (const [path, data] of Object.entries(files)) if (path !== 'gedcom.ged' && !path.endsWith('/')) media[path] = data;
  return { gedcom, media, unsafe };
}
