/**
 * A comparable form of a GEDCOM document: each record as a sorted tree of "TAG value" strings, with
 * pointers replaced by the tag of the record they point to (so renamed identifiers compare equal).
 */
import type { GedcomNode } from './node';

/**
 * Canonical form of the records, HEAD and TRLR left out, sorted so that order does not matter. With
 * `payloads: false`, only the shape: tags and what pointers point at, without the text of any value.
 */
export function structureOf(records: GedcomNode[], { payloads = true }: { payloads?: boolean } = {}): string[] {
  const kinds = new Map<string, string>();
  for (const r of records) if (r.xref) kinds.set(r.xref, r.tag);
  const sig = (n: GedcomNode): string => {
    const v = n.value === undefined ? '' : kinds.has(n.value) ? `->${kinds.get(n.value)}` : payloads ? n.value : '_';
    const kids = n.children.map(sig).sort();
    return `${n.tag} ${v}${kids.length ? ` {${kids.join(', ')}}` : ''}`;
  };
  return records.filter((r) => r.tag !== 'HEAD' && r.tag !== 'TRLR').map(sig).sort();
}
