/**
 * Decides who is drawn and groups them into rows: which persons are visible around the start person, which
 * branches stay closed, and how persons sit in groups (a person with their spouses) and families (parents
 * with their children). Every person is placed at most once; a second appearance is left to a link line.
 */
import type { ParenthoodKind } from '../../protocol/person';
import { memberCenter } from './geometry';
import type { GraphIndex } from './graphIndex';

export interface LayoutGroup {
  row: number;
  /** Nodes left to right: a person with their spouses, or an ancestor couple. */
  members: number[];
  /** Member positions joined by a couple line, lower position first. */
  couples: [number, number][];
  /** Left edge; relative until the packer finishes, then tree space. */
  x: number;
  /** Pending move of the groups below this one in its pack (lazy, applied once at the end). */
  shift: number;
  /** Groups of the children, below. */
  kids: LayoutGroup[];
  /** Groups of the parents, above (ancestor part only). */
  up: LayoutGroup[];
  /** Offset in the pack parent this group hangs from, and offset in this group where it hangs. */
  anchor: number;
  conn: number;
  /** Rows spanned with everything this group carries in its pack. */
  lo: number;
  hi: number;
}

export interface LayoutFamily {
  group: LayoutGroup;
  /** Member positions of the parents in the group: one, or two ascending. */
  parents: number[];
  /** Every child of these parents in birth order, drawn or not; lines go to those drawn. */
  children: number[];
  kinds: ParenthoodKind[];
}

export interface SideBlock {
  owner: LayoutGroup;
  roots: LayoutGroup[];
}

export interface Structure {
  groups: LayoutGroup[];
  families: LayoutFamily[];
  groupOf: Int32Array;
  posOf: Int32Array;
  /** The family under which a node is drawn as a child, or -1. */
  viaFamily: Int32Array;
  spouseLinks: [number, number][];
  downRoots: LayoutGroup[];
  /** Parent groups of the start person (row -1), laid out upward; the first one is `primary`. */
  upRoots: LayoutGroup[];
  primary: LayoutGroup | null;
  sideBlocks: SideBlock[];
  /** Shown with descendants hidden. */
  closed: Uint8Array;
  /** Ancestors whose own parents are hidden. */
  upClosed: Uint8Array;
  /** Ancestors whose other children and spouses are hidden. */
  sideClosed: Uint8Array;
  start: number;
  rowMin: number;
  rowMax: number;
}

const NONE: never[] = [];

export interface Control {
  expanded: Set<number>;
  collapsed: Set<number>;
}

/** Drop point of a family: the middle of the couple, or the single parent's centre. */
export function dropOffset(family: LayoutFamily): number {
  const [a, b] = family.parents;
  return b === undefined ? memberCenter(a) : (memberCenter(a) + memberCenter(b)) / 2;
}

export function buildStructure(index: GraphIndex, start: number, control: Control): Structure {
  const nodes = index.nodeCount;
  const s: Structure = {
    groups: [],
    families: [],
    groupOf: new Int32Array(nodes).fill(-1),
    posOf: new Int32Array(nodes).fill(-1),
    viaFamily: new Int32Array(nodes).fill(-1),
    spouseLinks: [],
    downRoots: [],
    upRoots: [],
    primary: null,
    sideBlocks: [],
    closed: new Uint8Array(nodes),
    upClosed: new Uint8Array(nodes),
    sideClosed: new Uint8Array(nodes),
    start,
    rowMin: 0,
    rowMax: 0,
  };
  const { parents, parentKinds, children, spouses, gender } = index;
  // -2 marks a person claimed whose group is still being built.
  const placed = (node: number) => s.groupOf[node] !== -1;

  const makeGroup = (row: number, members: number[]): LayoutGroup => {
    // Most groups never get couples, children or parents: they share one empty list until they do.
    const group: LayoutGroup = { row, members, couples: NONE, x: 0, shift: 0, kids: NONE, up: NONE, anchor: 0, conn: 0, lo: row, hi: row };
    const id = s.groups.length;
    s.groups.push(group);
    members.forEach((m, pos) => {
      s.groupOf[m] = id;
      s.posOf[m] = pos;
    });
    if (row < s.rowMin) s.rowMin = row;
    if (row > s.rowMax) s.rowMax = row;
    return group;
  };

  const addFamily = (group: LayoutGroup, parentNodes: number[], kids: number[], kinds: ParenthoodKind[]): LayoutFamily => {
    const positions = parentNodes.map((p) => s.posOf[p]).sort((a, b) => a - b);
    const family: LayoutFamily = { group, parents: positions, children: kids, kinds };
    s.families.push(family);
    return family;
  };

  const kindFor = (child: number, parent: number): ParenthoodKind => parentKinds[child][parents[child].indexOf(parent)] ?? 'birth';

  /** Splits the children of `node` into families by the other parent, in `partners` order, then lone ones. */
  const familiesOf = (node: number, partners: number[]) => {
    const byPartner = new Map<number, number[]>();
    const alone: number[] = [];
    for (const child of children[node]) {
      const other = parents[child].find((p) => p !== node && partners.includes(p));
      if (other === undefined) alone.push(child);
      else {
        const list = byPartner.get(other);
        if (list) list.push(child);
        else byPartner.set(other, [child]);
      }
    }
    return { byPartner, alone };
  };

  const familyIndex = new Map<LayoutFamily, number>();
  const register = (family: LayoutFamily) => {
    familyIndex.set(family, s.families.length - 1);
    return family;
  };

  const buildDown = (person: number, row: number, open: boolean): LayoutGroup => {
    if (!open) {
      s.closed[person] = 1;
      return makeGroup(row, [person]);
    }
    if (spouses[person].length === 0 && children[person].length === 0) return makeGroup(row, [person]);
    const partners = spouses[person].slice();
    // A co-parent without a couple record still sits beside the person, but only one per child, so
    // adoptive parents of a birth child do not become spouses.
    for (const child of children[person]) {
      let first = -1;
      let known = false;
      for (const o of parents[child]) {
        if (o === person) continue;
        if (first < 0) first = o;
        if (partners.includes(o)) {
          known = true;
          break;
        }
      }
      if (first >= 0 && !known) partners.push(first);
    }
    const own: number[] = [];
    for (const partner of partners) {
      if (placed(partner)) s.spouseLinks.push([person, partner]);
      else own.push(partner);
    }
    // First spouse on the husband-wife side, the next on the other side, alternating outwards.
    const rightFirst = gender[person] !== 'f';
    const left: number[] = [];
    const right: number[] = [];
    own.forEach((partner, k) => ((k % 2 === 0) === rightFirst ? right : left).push(partner));
    // An opened spouse brings their other spouses, at the far end of their side, and those children.
    const extras = new Map<number, number[]>();
    const leftEnd: number[] = [];
    const rightEnd: number[] = [];
    let taken: Set<number> | undefined;
    for (const partner of own) {
      if (!control.expanded.has(partner)) {
        s.sideClosed[partner] = 1;
        continue;
      }
      taken ??= new Set([person, ...own]);
      const theirs: number[] = [];
      const seen = taken;
      const consider = (other: number) => {
        if (!seen.has(other) && !placed(other)) {
          seen.add(other);
          theirs.push(other);
        }
      };
      for (const other of spouses[partner]) consider(other);
      for (const child of children[partner]) {
        const others = parents[child].filter((o) => o !== partner);
        if (others.length > 0 && !others.some((o) => seen.has(o))) consider(others[0]);
      }
      extras.set(partner, theirs);
      (right.includes(partner) ? rightEnd : leftEnd).push(...theirs);
    }
    const group = makeGroup(row, [...leftEnd.reverse(), ...left.reverse(), person, ...right, ...rightEnd]);
    const join = (x: number, y: number) => {
      const a = s.posOf[x];
      const b = s.posOf[y];
      (group.couples === NONE ? (group.couples = []) : group.couples).push(a < b ? [a, b] : [b, a]);
    };
    for (const partner of own) join(person, partner);
    const { byPartner, alone } = familiesOf(person, own);
    const families: LayoutFamily[] = [];
    for (const partner of own) {
      const kids = byPartner.get(partner);
      if (kids) families.push(register(addFamily(group, [person, partner], kids, kids.map((c) => kindFor(c, person)))));
    }
    if (alone.length > 0) families.push(register(addFamily(group, [person], alone, alone.map((c) => kindFor(c, person)))));
    for (const [partner, theirs] of extras) {
      for (const other of theirs) join(partner, other);
      const split = familiesOf(partner, [person, ...theirs]);
      for (const other of theirs) {
        const kids = split.byPartner.get(other);
        if (kids) families.push(register(addFamily(group, [partner, other], kids, kids.map((c) => kindFor(c, partner)))));
      }
      if (split.alone.length > 0) families.push(register(addFamily(group, [partner], split.alone, split.alone.map((c) => kindFor(c, partner)))));
    }
    families.sort((a, b) => dropOffset(a) - dropOffset(b));
    for (const family of families) {
      for (const child of family.children) {
        if (placed(child)) continue;
        s.groupOf[child] = -2; // claimed before its own group exists, so a descendant cannot take it
        const kid = buildDown(child, row + 1, !control.collapsed.has(child));
        hangKid(group, family, kid, child);
      }
    }
    return group;
  };

  const hangKid = (group: LayoutGroup, family: LayoutFamily, kid: LayoutGroup, child: number) => {
    s.viaFamily[child] = familyIndex.get(family)!;
    kid.anchor = dropOffset(family);
    kid.conn = memberCenter(s.posOf[child]);
    (group.kids === NONE ? (group.kids = []) : group.kids).push(kid);
  };

  // 1. The start person with spouses and descendants.
  s.groupOf[start] = -2;
  const startGroup = buildDown(start, 0, !control.collapsed.has(start));

  // 2. Ancestors, breadth first so a person reached twice keeps the nearer generation.
  interface PedigreeFamily {
    group: LayoutGroup;
    family: LayoutFamily;
    /** Other families of expanded members, whose children hang in a side block. */
    extra: LayoutFamily[];
  }
  const pedigree: PedigreeFamily[] = [];
  const queue: number[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const child = queue[head];
    const childGroup = s.groups[s.groupOf[child]];
    if (child !== start && control.collapsed.has(child)) {
      if (parents[child].length > 0) s.upClosed[child] = 1;
      continue;
    }
    for (const set of parentSets(child)) {
      const fresh = set.filter((p) => !placed(p));
      if (fresh.length === 0) continue;
      const members = [...fresh];
      // Other spouses of an expanded ancestor sit on the outer side of the couple.
      const extraPartners: number[] = [];
      for (const member of fresh) {
        if (!control.expanded.has(member)) continue;
        const others = spouses[member].filter((o) => !placed(o) && !set.includes(o) && !extraPartners.includes(o));
        extraPartners.push(...others);
        if (member === members[0] && members.length > 1) members.unshift(...others.reverse());
        else members.push(...others);
      }
      const group = makeGroup(childGroup.row - 1, members);
      const kids = set.length === 2 ? children[set[0]].filter((c) => parents[c].includes(set[1])) : children[set[0]].filter((c) => parents[c].length === 1 || !parents[c].some((p) => p !== set[0] && spouses[set[0]].includes(p)));
      if (fresh.length === 2) (group.couples === NONE ? (group.couples = []) : group.couples).push([s.posOf[fresh[0]], s.posOf[fresh[1]]].sort((a, b) => a - b) as [number, number]);
      else if (set.length === 2) s.spouseLinks.push([fresh[0], set.find((p) => p !== fresh[0])!]);
      const family = register(addFamily(group, fresh, kids, kids.map((c) => kindFor(c, set[0]))));
      if (s.viaFamily[child] < 0) s.viaFamily[child] = familyIndex.get(family)!;
      const extra: LayoutFamily[] = [];
      for (const member of fresh) {
        if (!control.expanded.has(member)) {
          s.sideClosed[member] = 1;
          continue;
        }
        const partnersHere = extraPartners.filter((o) => spouses[member].includes(o));
        for (const partner of partnersHere) {
          (group.couples === NONE ? (group.couples = []) : group.couples).push([s.posOf[member], s.posOf[partner]].sort((a, b) => a - b) as [number, number]);
        }
        const { byPartner, alone } = familiesOf(member, [...partnersHere, ...set.filter((p) => p !== member)]);
        for (const partner of partnersHere) {
          const list = byPartner.get(partner);
          if (list) extra.push(register(addFamily(group, [member, partner], list, list.map((c) => kindFor(c, member)))));
        }
        if (alone.length > 0 && set.length === 2) extra.push(register(addFamily(group, [member], alone, alone.map((c) => kindFor(c, member)))));
      }
      group.anchor = memberCenter(s.posOf[child]);
      group.conn = dropOffset(family);
      if (child === start) s.upRoots.push(group);
      else (childGroup.up === NONE ? (childGroup.up = []) : childGroup.up).push(group);
      pedigree.push({ group, family, extra });
      for (const p of set) if (fresh.includes(p)) queue.push(p);
    }
  }

  // 3. Siblings of the start person beside it, closed unless opened; other children of ancestors in side blocks.
  s.primary = s.upRoots[0] ?? null;
  let startHung = false;
  for (const { group, family, extra } of pedigree) {
    const all = [family, ...extra].sort((a, b) => dropOffset(a) - dropOffset(b));
    if (group === s.primary) {
      for (const fam of all) {
        for (const child of fam.children) {
          if (child === start && !startHung) {
            startHung = true;
            hangKid(group, fam, startGroup, child);
          }
          else if (!placed(child)) {
            s.groupOf[child] = -2;
            hangKid(group, fam, buildDown(child, group.row + 1, control.expanded.has(child) && !control.collapsed.has(child)), child);
          }
        }
      }
      continue;
    }
    const roots: LayoutGroup[] = [];
    const sideOpen = group.members.some((m) => control.expanded.has(m));
    if (!sideOpen) continue;
    for (const fam of all) {
      for (const child of fam.children) {
        if (placed(child)) continue;
        s.groupOf[child] = -2;
        const kid = buildDown(child, group.row + 1, !control.collapsed.has(child));
        s.viaFamily[child] = familyIndex.get(fam)!;
        kid.anchor = dropOffset(fam);
        kid.conn = memberCenter(s.posOf[child]);
        roots.push(kid);
      }
    }
    if (roots.length > 0) s.sideBlocks.push({ owner: group, roots });
  }
  if (s.primary && !startHung) {
    startGroup.anchor = s.primary.conn;
    startGroup.conn = memberCenter(s.posOf[start]);
    (s.primary.kids === NONE ? (s.primary.kids = []) : s.primary.kids).push(startGroup);
  }
  s.downRoots = s.primary ? [s.primary] : [startGroup];
  return s;

  /** Parents of a child paired into couples: birth parents first, a father before a mother. */
  function parentSets(child: number): number[][] {
    const list = parents[child];
    const used = new Set<number>();
    const sets: number[][] = [];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      if (used.has(p)) continue;
      used.add(p);
      const partner = list.slice(i + 1).find((q) => !used.has(q) && spouses[p].includes(q));
      if (partner === undefined) sets.push([p]);
      else {
        used.add(partner);
        sets.push(gender[p] === 'f' && gender[partner] !== 'f' ? [partner, p] : [p, partner]);
      }
    }
    return sets;
  }
}
