/**
 * 5.5.1 allowed a source or a multimedia object to be described where it is cited ("1 SOUR text",
 * "1 OBJE" with FILE lines); 7.0 cites only records. These become records of their own, cited by
 * pointer, with what belongs to the citation left on it.
 */
import { makeNode, relevel, type GedcomNode } from './node';

function isPointer(v: string | undefined): boolean {
  return v !== undefined && v.length > 2 && v.startsWith('@') && v.endsWith('@') && !v.startsWith('@#');
}

/** Moves inline SOUR and OBJE descriptions (outside HEAD) into new records; returns the new record list. */
export function inlineToRecords7(records: GedcomNode[]): GedcomNode[] {
  const used = new Set<string>();
  for (const r of records) if (r.xref) used.add(r.xref);
  let n = 0;
  const fresh = (): string => {
    let x: string;
    do x = `@X${++n}@`;
    while (used.has(x));
    used.add(x);
    return x;
  };
  const added: GedcomNode[] = [];

  const sourceCitation = (s: GedcomNode): GedcomNode => {
    const xref = fresh();
    added.push(makeNode(0, 'SOUR', undefined, s.value ? [makeNode(1, 'NOTE', s.value)] : [], xref));
    // 5.5.1 put the quoted text of an inline source under SOUR; a 7.0 citation keeps it under DATA.
    const texts = s.children.filter((c) => c.tag === 'TEXT');
    const children: GedcomNode[] = [];
    for (const c of s.children) {
      if (c.tag !== 'TEXT') children.push(c);
      else if (c === texts[0]) children.push(makeNode(s.level + 1, 'DATA', undefined, texts.map((t) => relevel(t, s.level + 2))));
    }
    return { ...s, value: xref, children };
  };

  const mediaLink = (o: GedcomNode): GedcomNode => {
    const xref = fresh();
    // TITL names the object as cited here (7.0 OBJE.TITL); the files and notes describe the object.
    added.push(makeNode(0, 'OBJE', undefined, o.children.filter((c) => c.tag !== 'TITL').map((c) => relevel(c, 1)), xref));
    return { ...o, value: xref, children: o.children.filter((c) => c.tag === 'TITL') };
  };

  const walk = (node: GedcomNode): GedcomNode => {
    let out: GedcomNode = node.children.length ? { ...node, children: node.children.map(walk) } : node;
    if (node.level > 0 && node.tag === 'SOUR' && !isPointer(node.value)) out = sourceCitation(out);
    else if (node.level > 0 && node.tag === 'OBJE' && !isPointer(node.value) && node.children.some((c) => c.tag === 'FILE')) out = mediaLink(out);
    return out;
  };

  const out = records.map((r) => (r.tag === 'HEAD' ? r : walk(r)));
  return added.length ? [...out, ...added] : out;
}
