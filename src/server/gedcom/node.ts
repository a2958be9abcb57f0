/** One GEDCOM line with its substructures; CONC/CONT lines are already joined into `value`. */
export interface GedcomNode {
  level: number;
  xref?: string;
  tag: string;
  value?: string;
  /** Parsed leaves share one frozen empty array (it saves an allocation per line): copy before adding. */
  children: GedcomNode[];
  /** 1-based line number in the source text (0 for structures made by the codec). */
  line: number;
}

export type GedcomVersion = '5.5' | '5.5.1' | '7.0';

/** First child with the tag, if any. */
export function child(node: GedcomNode, tag: string): GedcomNode | undefined {
  for (const c of node.children) if (c.tag === tag) return c;
  return undefined;
}

/** Value of the first child with the tag, if any. */
export function childValue(node: GedcomNode, tag: string): string | undefined {
  return child(node, tag)?.value;
}

/** Builds a node; `children` defaults to a fresh array. */
export function makeNode(level: number, tag: string, value?: string, children: GedcomNode[] = [], xref?: string): GedcomNode {
  const n: GedcomNode = { level, tag, children, line: 0 };
  if (xref !== undefined) n.xref = xref;
  if (value !== undefined && value !== '') n.value = value;
  return n;
}

/** Copies a subtree, setting levels from `level` down. */
export function relevel(node: GedcomNode, level: number): GedcomNode {
  const n: GedcomNode = { ...node, level, children: node.children.map((c) => relevel(c, level + 1)) };
  return n;
}
