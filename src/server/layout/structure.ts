/**
 * Decides who is drawn and groups them into rows: which persons are visible around the start person, which
 * branches stay closed, and how persons sit in groups (a person with their spouses) and families (parents
 * with their children). Every person is placed at most once; a second appearance is left to a link line.
 */
import { memberCenter } from './geometry';
import { KINDS, type GraphIndex } from './graphIndex';
import type { ParenthoodKind } from '../../protocol/person';
import { scratchF64, scratchI32, scratchU8 } from './scratch';

export interface LayoutGroup {
  /** Position in Structure.groups; the group's x and shift live in Structure.x and Structure.shift. */
  id: number;
  row: number;
  /** Nodes left to right: a person with their spouses, or an ancestor couple. */
  members: number[];
  /** Member positions joined by a couple line, lower position first. */
  couples: [number, number][];
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
  /** Position in Structure.families. */
  id: number;
  group: LayoutGroup;
  /** Member positions of the parents in the group: one, or two ascending. */
  parents: number[];
  /** Every child of these parents in birth order, drawn or not; lines go to those drawn. */
  children: number[];
  /** The parent whose parenthood kind (birth, adopted, ...) each child's line shows. */
  kindOf: number;
}

export interface SideBlock {
  owner: LayoutGroup;
  roots: LayoutGroup[];
}

export interface Structure {
  groups: LayoutGroup[];
  /**
   * Left edge of each group by id: relative until the packer finishes, then tree space. Kept in typed arrays
   * because fractional numbers in object fields are each a separate heap object.
   */
  x: Float64Array;
  /** Pending move of the groups below each group in its pack (lazy, applied once at the end). */
  shift: Float64Array;
  /** Each group's row by id (group.row, read without loading the group). */
  row: Int32Array;
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

/**
 * The one empty list of groups without couples, children or parents. The lists the structure keeps are
 * made at their exact length (a literal, or a copy once pushed to): an array grown by push from empty has
 * room for 17 items, and a 100,000-person structure lives through the collections that run while it is
 * laid out, so that room was copied and moved to the old generation with it (about 12 MB a layout).
 */
const NONE: never[] = [];

/** `list` with `item` added at its end: a one-item literal in place of NONE, so a first item gets no spare room. */
function withItem<T>(list: T[], item: T): T[] {
  if (list === NONE) return [item];
  list.push(item);
  return list;
}

/** Members of a group as they are put together, copied out at their length (see NONE); buildDown fills it before it recurses. */
const building: number[] = [];

export interface Control {
  /** 1 for each node the viewer opened (side branches, other marriages), per node. */
  expanded: Uint8Array;
  /** 1 for each node the viewer closed. */
  collapsed: Uint8Array;
}

/**
 * Joins two members of a group by a couple line, lower position first. A module function, not a closure
 * made per group: every person with a spouse or child would otherwise create (and name) one.
 */
function joinCouple(group: LayoutGroup, posOf: Int32Array, x: number, y: number): void {
  const a = posOf[x];
  const b = posOf[y];
  group.couples = withItem(group.couples, a < b ? [a, b] : [b, a]);
}

/** Drop point of a family: the middle of the couple, or the single parent's centre. */
export function dropOffset(family: LayoutFamily): number {
  // Indexed reads, not an array pattern: this runs for every family, several times, in every layout.
  const parents = family.parents;
  return parents.length < 2 ? memberCenter(parents[0]) : (memberCenter(parents[0]) + memberCenter(parents[1])) / 2;
}

/** How a child hangs from a family: birth, adopted, foster or step, as recorded with the family's kind parent. */
export function childKind(index: GraphIndex, family: LayoutFamily, child: number): ParenthoodKind {
  return KINDS[childKindCode(index, family, child)];
}

/** childKind as its index in KINDS (0 for birth). */
export function childKindCode(index: GraphIndex, family: LayoutFamily, child: number): number {
  const k = index.parents.find(child, family.kindOf);
  return k < 0 ? 0 : index.parents.kindAt(child, k);
}

export function buildStructure(index: GraphIndex, start: number, control: Control): Structure {
  const nodes = index.nodeCount;
  const s: Structure = {
    groups: [],
    // Every group holds at least one node of its own, so there are never more groups than nodes.
    x: scratchF64(nodes),
    shift: scratchF64(nodes),
    row: scratchI32(nodes),
    families: [],
    groupOf: scratchI32(nodes, -1),
    posOf: scratchI32(nodes, -1),
    viaFamily: scratchI32(nodes, -1),
    spouseLinks: [],
    downRoots: [],
    upRoots: [],
    primary: null,
    sideBlocks: [],
    closed: scratchU8(nodes),
    upClosed: scratchU8(nodes),
    sideClosed: scratchU8(nodes),
    start,
    rowMin: 0,
    rowMax: 0,
  };
  const { parents, children, spouses, gender } = index;
  const { expanded, collapsed } = control;
  const groupOf = s.groupOf;
  const posOf = s.posOf;
  // -2 marks a person claimed whose group is still being built.
  const placed = (node: number) => groupOf[node] !== -1;

  const makeGroup = (row: number, members: number[]): LayoutGroup => {
    // Most groups never get couples, children or parents: they share one empty list until they do.
    const id = s.groups.length;
    const group: LayoutGroup = { id, row, members, couples: NONE, kids: NONE, up: NONE, anchor: 0, conn: 0, lo: row, hi: row };
    s.groups.push(group);
    s.row[id] = row;
    for (let pos = 0; pos < members.length; pos++) {
      groupOf[members[pos]] = id;
      posOf[members[pos]] = pos;
    }
    if (row < s.rowMin) s.rowMin = row;
    if (row > s.rowMax) s.rowMax = row;
    return group;
  };

  const addFamily = (group: LayoutGroup, parentNodes: number[], kids: number[], kindOf: number): LayoutFamily => {
    // One or two parents nearly always: ordered by hand, the general sort only for more.
    let positions: number[];
    if (parentNodes.length === 1) positions = [posOf[parentNodes[0]]];
    else if (parentNodes.length === 2) {
      const a = posOf[parentNodes[0]];
      const b = posOf[parentNodes[1]];
      positions = a < b ? [a, b] : [b, a];
    } else positions = parentNodes.map((p) => posOf[p]).sort((x, y) => x - y);
    const family: LayoutFamily = { id: s.families.length, group, parents: positions, children: kids, kindOf };
    s.families.push(family);
    return family;
  };

  /**
   * Splits the children of `node` into families by the other parent, one list per entry of `partners`
   * (null when none), then the children with no other parent among them.
   */
  const familiesOf = (node: number, partners: number[]) => {
    const byPartner: (number[] | null)[] = new Array(partners.length).fill(null);
    const alone: number[] = [];
    const from = children.start[node];
    const end = from + children.count[node];
    for (let k = from; k < end; k++) {
      const child = children.to[k];
      let at = -1;
      const ps = parents.start[child];
      const pe = ps + parents.count[child];
      for (let q = ps; q < pe && at < 0; q++) {
        const p = parents.to[q];
        if (p !== node) at = partners.indexOf(p);
      }
      if (at < 0) alone.push(child);
      else {
        const list = byPartner[at];
        if (list) list.push(child);
        else byPartner[at] = [child];
      }
    }
    // The structure keeps these lists: copies of exactly their length (see NONE).
    for (let k = 0; k < byPartner.length; k++) {
      const list = byPartner[k];
      if (list !== null && list.length > 1) byPartner[k] = list.slice();
    }
    return { byPartner, alone: alone.length > 0 ? alone.slice() : alone };
  };

  const buildDown = (person: number, row: number, open: boolean): LayoutGroup => {
    if (!open) {
      s.closed[person] = 1;
      return makeGroup(row, [person]);
    }
    const childFrom = children.start[person];
    const childEnd = childFrom + children.count[person];
    if (spouses.count[person] === 0 && childFrom === childEnd) return makeGroup(row, [person]);
    const partners = spouses.list(person);
    // A co-parent without a couple record still sits beside the person, but only one per child, so
    // adoptive parents of a birth child do not become spouses.
    for (let k = childFrom; k < childEnd; k++) {
      const child = children.to[k];
      let first = -1;
      let known = false;
      const ps = parents.start[child];
      const pe = ps + parents.count[child];
      for (let q = ps; q < pe; q++) {
        const o = parents.to[q];
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
    for (let k = 0; k < partners.length; k++) {
      const partner = partners[k];
      if (placed(partner)) s.spouseLinks.push([person, partner]);
      else own.push(partner);
    }
    // First spouse on the husband-wife side, the next on the other side, alternating outwards.
    const rightFirst = gender[person] !== 'f';
    // An opened spouse brings their other spouses, at the far end of their side, and those children.
    let extraPartners: number[] | undefined;
    let extraLists: number[][] | undefined;
    let leftEnd: number[] | undefined;
    let rightEnd: number[] | undefined;
    let taken: Set<number> | undefined;
    for (let k = 0; k < own.length; k++) {
      const partner = own[k];
      if (!expanded[partner]) {
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
      for (const other of spouses.list(partner)) consider(other);
      for (const child of children.list(partner)) {
        const others = parents.list(child).filter((o) => o !== partner);
        if (others.length > 0 && !others.some((o) => seen.has(o))) consider(others[0]);
      }
      (extraPartners ??= []).push(partner);
      (extraLists ??= []).push(theirs);
      const onRight = (k % 2 === 0) === rightFirst;
      (onRight ? (rightEnd ??= []) : (leftEnd ??= [])).push(...theirs);
    }
    building.length = 0;
    if (leftEnd) for (let k = leftEnd.length - 1; k >= 0; k--) building.push(leftEnd[k]);
    for (let k = own.length - 1; k >= 0; k--) if ((k % 2 === 0) !== rightFirst) building.push(own[k]);
    building.push(person);
    for (let k = 0; k < own.length; k++) if ((k % 2 === 0) === rightFirst) building.push(own[k]);
    if (rightEnd) for (const other of rightEnd) building.push(other);
    const members = building.slice();
    const group = makeGroup(row, members);
    for (let k = 0; k < own.length; k++) joinCouple(group, posOf, person, own[k]);
    const families: LayoutFamily[] = [];
    if (childFrom !== childEnd) {
      const { byPartner, alone } = familiesOf(person, own);
      for (let k = 0; k < own.length; k++) {
        const kids = byPartner[k];
        if (kids) families.push(addFamily(group, [person, own[k]], kids, person));
      }
      if (alone.length > 0) families.push(addFamily(group, [person], alone, person));
    }
    if (extraPartners && extraLists) {
      for (let e = 0; e < extraPartners.length; e++) {
        const partner = extraPartners[e];
        const theirs = extraLists[e];
        for (const other of theirs) joinCouple(group, posOf, partner, other);
        const split = familiesOf(partner, [person, ...theirs]);
        for (let k = 0; k < theirs.length; k++) {
          const kids = split.byPartner[k + 1];
          if (kids) families.push(addFamily(group, [partner, theirs[k]], kids, partner));
        }
        if (split.alone.length > 0) families.push(addFamily(group, [partner], split.alone, partner));
      }
    }
    if (families.length > 1) families.sort((a, b) => dropOffset(a) - dropOffset(b));
    for (let f = 0; f < families.length; f++) {
      const family = families[f];
      for (let c = 0; c < family.children.length; c++) {
        const child = family.children[c];
        if (placed(child)) continue;
        groupOf[child] = -2; // claimed before its own group exists, so a descendant cannot take it
        const kid = buildDown(child, row + 1, !collapsed[child]);
        hangKid(group, family, kid, child);
      }
    }
    if (group.kids.length > 1) group.kids = group.kids.slice();
    return group;
  };

  const hangKid = (group: LayoutGroup, family: LayoutFamily, kid: LayoutGroup, child: number) => {
    s.viaFamily[child] = family.id;
    kid.anchor = dropOffset(family);
    kid.conn = memberCenter(posOf[child]);
    group.kids = withItem(group.kids, kid);
  };

  // 1. The start person with spouses and descendants.
  s.groupOf[start] = -2;
  const startGroup = buildDown(start, 0, !collapsed[start]);

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
    if (child !== start && collapsed[child]) {
      if (parents.count[child] > 0) s.upClosed[child] = 1;
      continue;
    }
    for (const set of parentSets(child)) {
      const fresh = set.filter((p) => !placed(p));
      if (fresh.length === 0) continue;
      const members = [...fresh];
      // Other spouses of an expanded ancestor sit on the outer side of the couple.
      const extraPartners: number[] = [];
      for (const member of fresh) {
        if (!expanded[member]) continue;
        const others = spouses.list(member).filter((o) => !placed(o) && !set.includes(o) && !extraPartners.includes(o));
        extraPartners.push(...others);
        if (member === members[0] && members.length > 1) members.unshift(...others.reverse());
        else members.push(...others);
      }
      const group = makeGroup(childGroup.row - 1, members);
      const kids = set.length === 2
        ? children.list(set[0]).filter((c) => parents.has(c, set[1]))
        : children.list(set[0]).filter((c) => parents.count[c] === 1 || !parents.list(c).some((p) => p !== set[0] && spouses.has(set[0], p)));
      if (fresh.length === 2) group.couples = withItem(group.couples, [s.posOf[fresh[0]], s.posOf[fresh[1]]].sort((a, b) => a - b) as [number, number]);
      else if (set.length === 2) s.spouseLinks.push([fresh[0], set.find((p) => p !== fresh[0])!]);
      const family = addFamily(group, fresh, kids, set[0]);
      if (s.viaFamily[child] < 0) s.viaFamily[child] = family.id;
      const extra: LayoutFamily[] = [];
      for (const member of fresh) {
        if (!expanded[member]) {
          s.sideClosed[member] = 1;
          continue;
        }
        const partnersHere = extraPartners.filter((o) => spouses.has(member, o));
        for (const partner of partnersHere) {
          group.couples = withItem(group.couples, [s.posOf[member], s.posOf[partner]].sort((a, b) => a - b) as [number, number]);
        }
        const { byPartner, alone } = familiesOf(member, [...partnersHere, ...set.filter((p) => p !== member)]);
        partnersHere.forEach((partner, k) => {
          const list = byPartner[k];
          if (list) extra.push(addFamily(group, [member, partner], list, member));
        });
        if (alone.length > 0 && set.length === 2) extra.push(addFamily(group, [member], alone, member));
      }
      group.anchor = memberCenter(s.posOf[child]);
      group.conn = dropOffset(family);
      if (child === start) s.upRoots.push(group);
      else childGroup.up = withItem(childGroup.up, group);
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
            hangKid(group, fam, buildDown(child, group.row + 1, expanded[child] === 1 && !collapsed[child]), child);
          }
        }
      }
      continue;
    }
    const roots: LayoutGroup[] = [];
    const sideOpen = group.members.some((m) => expanded[m] === 1);
    if (!sideOpen) continue;
    for (const fam of all) {
      for (const child of fam.children) {
        if (placed(child)) continue;
        s.groupOf[child] = -2;
        const kid = buildDown(child, group.row + 1, !collapsed[child]);
        s.viaFamily[child] = fam.id;
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
    s.primary.kids = withItem(s.primary.kids, startGroup);
  }
  s.downRoots = s.primary ? [s.primary] : [startGroup];
  return s;

  /** Parents of a child paired into couples: birth parents first, a father before a mother. */
  function parentSets(child: number): number[][] {
    const list = parents.list(child);
    const used = new Set<number>();
    const sets: number[][] = [];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      if (used.has(p)) continue;
      used.add(p);
      const partner = list.slice(i + 1).find((q) => !used.has(q) && spouses.has(p, q));
      if (partner === undefined) sets.push([p]);
      else {
        used.add(partner);
        sets.push(gender[p] === 'f' && gender[partner] !== 'f' ? [partner, p] : [p, partner]);
      }
    }
    return sets;
  }
}
