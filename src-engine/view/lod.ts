/** Levels of detail by zoom: a full card, a name only, or a coloured block. */

export type Lod = 'full' | 'name' | 'block';

/** Zoom below which cards show only the name. */
export const NAME_ZOOM = 0.55;
/** Zoom below which cards are plain coloured blocks. */
export const BLOCK_ZOOM = 0.25;

export function lodForZoom(zoom: number): Lod {
  if (zoom < BLOCK_ZOOM) return 'block';
  if (zoom < NAME_ZOOM) return 'name';
  return 'full';
}

/** Below this zoom lines are under a pixel apart from their cards; they are not drawn (or tessellated) at all. */
export const LINE_MIN_ZOOM = 0.08;
