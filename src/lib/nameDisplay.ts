/** The member's choice of how family-tree names are shown, as the settings page changes it and the tree reads it. */
import { DEFAULT_NAME_DISPLAY, nameDisplaySchema, type Member, type NameDisplay } from '../protocol/accounts';

/**
 * The choice to draw the tree with: the member's own, or the default for a visitor and for a member kept
 * from before the choice existed (the session stores the member, so an old copy may lack it).
 */
export function memberNameDisplay(member: Pick<Member, 'name_display'> | null | undefined): NameDisplay {
  const parsed = nameDisplaySchema.safeParse(member?.name_display);
  return parsed.success ? parsed.data : DEFAULT_NAME_DISPLAY;
}

/**
 * A new script: with one script, that script is also the one first; back to both, the script the member
 * chose alone leads, since it is the one they read first.
 */
export function withScript(current: NameDisplay, script: NameDisplay['script']): NameDisplay {
  return { script, first: script === 'both' ? current.first : script };
}

/** A new script to lead; it only matters with both scripts shown. */
export function withFirst(current: NameDisplay, first: NameDisplay['first']): NameDisplay {
  return { script: current.script, first };
}

