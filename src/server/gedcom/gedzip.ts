/** GEDZIP archives (.gdz): a zip holding gedcom.ged and the media files it names. */
import { unzipSync } from 'fflate';
import { GedcomError } from './issues';

export interface Gedzip {
  gedcom: Uint8Array;
  media: Record<string, Uint8Array>;
}

/** Opens a GEDZIP; throws GedcomError when the archive is broken or has no gedcom.ged. */
export function readGedzip(bytes: Uint8Array): Gedzip {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (e) {
    throw new GedcomError(`the GEDZIP archive cannot be read: ${(e as Error).message}`);
  }
  const gedcom = files['gedcom.ged'];
  if (!gedcom) throw new GedcomError('the GEDZIP archive has no gedcom.ged at its root');
  const media: Record<string, Uint8Array> = {};
  for (const [path, data] of Object.entries(files)) if (path !== 'gedcom.ged' && !path.endsWith('/')) media[path] = data;
  return { gedcom, media };
}
