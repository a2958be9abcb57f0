/**
 * Decides who is drawn and groups them into rows: which persons are visible around the start person, which
 * branches stay closed, and how persons sit in groups (a person with their spouses) and families (parents
 * with their children). Every person is placed at most once; a second appearance is left to a link line.
 */
import { memberCenter } from './geometry';
import type { GraphIndex } from './graphIndex';
import { scratchF64, scratchI32, scratchU8 } from './scratch';
import { dropOffset, type Control, type Structure } from './structure';

/** `list` grown to hold at least `need` items (a new scratch array with the old items), or `list` itself. */
function roomFor(list: Int32Array, need: number): Int32Array {
  if (need <= list.length) return list;
  const out = scratchI32(Math.max(need, list.length * 2));
  out.set(list);
  return out;
}

/**
 * A list of nodes in memory that is kept when it is emptied. (An array emptied by setting its length to 0
 * gives its memory back, and the next push allocates room for 17 items again: for every person of a
 * relayout, about 20 MB of garbage on 100,000 persons.)
 */
class Nodes {
  items = new Int32Array(16);
  length = 0;

  push(node: number): void {
    if (this.length === this.items.length) {
      const more = new Int32Array(this.items.length * 2);
      more.set(this.items);
      this.items = more;
    }
    this.items[this.length++] = node;
  }
}

/** Where `node` is among the first `count` of `list`, or -1. */
function indexIn(list: ArrayLike<number>, count: number, node: number): number {
  for (let k = 0; k < count; k++) if (list[k] === node) return k;
  return -1;
}

/**
 * Lists buildDown fills for one person and is done with before it builds that person's children (the only
 * place it recurses), so one of each serves every person: the group's members as they are put together
 * (makeGroup copies them), the person's partners, and those of them not drawn elsewhere. A relayout of
 * 100,000 persons made about 30 MB of such short-lived lists.
 */
const building = new Nodes();
const partnersOf = new Nodes();
const ownPartners = new Nodes();
/** Per child of the node addFamilies splits: the partner it is the child of (an index in its list), or -1. */
let partnerAt = new Int32Array(64);

export function buildStructure(index: GraphIndex, start: number, control: Control): Structure {
  const nodes = index.nodeCount;
  const { parents, children, spouses, gender } = index;
  // Every group holds at least one node of its own, so there are never more groups than nodes; the lists
  // of couples, families and family children grow when they must (roomFor).
  const s: Structure = {
    groupCount: 0,
    x: scratchF64(nodes),
    shift: scratchF64(nodes),
    row: scratchI32(nodes),
    memberStart: scratchI32(nodes),
    memberCount: scratchI32(nodes),
    member: scratchI32(nodes),
    coupleStart: scratchI32(nodes),
    coupleCount: scratchI32(nodes),
    coupleA: scratchI32(nodes),
    coupleB: scratchI32(nodes),
    kidStart: scratchI32(nodes),
    kidCount: scratchI32(nodes),
    upStart: scratchI32(nodes),
    upCount: scratchI32(nodes),
    hung: scratchI32(nodes),
    anchor: scratchF64(nodes),
    conn: scratchF64(nodes),
    lo: scratchI32(nodes),
    hi: scratchI32(nodes),
    familyCount: 0,
    famGroup: scratchI32(nodes),
    famA: scratchI32(nodes),
    famB: scratchI32(nodes),
    famKindOf: scratchI32(nodes),
    famChildStart: scratchI32(nodes),
    famChildCount: scratchI32(nodes),
    famChild: scratchI32(children.to.length + 1),
    groupOf: scratchI32(nodes, -1),
    posOf: scratchI32(nodes, -1),
    viaFamily: scratchI32(nodes, -1),
    spouseLinks: [],
    downRoots: [],
    upRoots: [],
    primary: -1,
    sideBlocks: [],
    closed: scratchU8(nodes),
    upClosed: scratchU8(nodes),
    sideClosed: scratchU8(nodes),
    start,
    rowMin: 0,
    rowMax: 0,
  };
  const { expanded, collapsed } = control;
  const groupOf = s.groupOf;
  const posOf = s.posOf;
  // -2 marks a person claimed whose group is still being built.
  const placed = (node: number) => groupOf[node] !== -1;
  let members = 0;
  let couples = 0;
  let familyChildren = 0;
  // The groups each group carries, as lists linked through `nextHung` while they are built (a group's
  // children are hung as they are built, and the start person's parents get theirs last), laid out in
  // `hung` at the end (each group is carried by at most one other).
  const firstKid = scratchI32(nodes, -1);
  const lastKid = scratchI32(nodes, -1);
  const firstUp = scratchI32(nodes, -1);
  const lastUp = scratchI32(nodes, -1);
  const nextHung = scratchI32(nodes, -1);
  let familyOrder = scratchI32(nodes);

  const makeGroup = (row: number, list: ArrayLike<number>, count: number): number => {
    const id = s.groupCount++;
    s.row[id] = row;
    s.lo[id] = row;
    s.hi[id] = row;
    s.memberStart[id] = members;
    s.memberCount[id] = count;
    s.coupleStart[id] = couples;
    for (let pos = 0; pos < count; pos++) {
      const node = list[pos];
      s.member[members++] = node;
      groupOf[node] = id;
      posOf[node] = pos;
    }
    if (row < s.rowMin) s.rowMin = row;
    if (row > s.rowMax) s.rowMax = row;
    return id;
  };

  /** Joins two members of the group made last by a couple line, lower position first. */
  const joinCouple = (group: number, x: number, y: number) => {
    if (group !== s.groupCount - 1) throw new Error(`structure: a couple joined in group ${group} after group ${s.groupCount - 1} was made`);
    const a = posOf[x];
    const b = posOf[y];
    if (couples === s.coupleA.length) {
      s.coupleA = roomFor(s.coupleA, couples + 1);
      s.coupleB = roomFor(s.coupleB, couples + 1);
    }
    s.coupleA[couples] = a < b ? a : b;
    s.coupleB[couples] = a < b ? b : a;
    couples++;
    s.coupleCount[group]++;
  };

  /** Opens a family of parents `a` and `b` (-1 for one parent) in `group`; its children are added with addChild. */
  const openFamily = (group: number, a: number, b: number, kindOf: number): number => {
    const id = s.familyCount++;
    if (id === s.famGroup.length) {
      s.famGroup = roomFor(s.famGroup, id + 1);
      s.famA = roomFor(s.famA, id + 1);
      s.famB = roomFor(s.famB, id + 1);
      s.famKindOf = roomFor(s.famKindOf, id + 1);
      s.famChildStart = roomFor(s.famChildStart, id + 1);
      s.famChildCount = roomFor(s.famChildCount, id + 1);
    }
    const pa = posOf[a];
    const pb = b < 0 ? -1 : posOf[b];
    s.famGroup[id] = group;
    s.famA[id] = pb < 0 || pa < pb ? pa : pb;
    s.famB[id] = pb < 0 ? -1 : pa < pb ? pb : pa;
    s.famKindOf[id] = kindOf;
    s.famChildStart[id] = familyChildren;
    s.famChildCount[id] = 0;
    return id;
  };

  /** Adds a child to the family opened last. */
  const addChild = (family: number, child: number) => {
    if (family !== s.familyCount - 1) throw new Error(`structure: a child added to family ${family} after family ${s.familyCount - 1} was opened`);
    if (familyChildren === s.famChild.length) s.famChild = roomFor(s.famChild, familyChildren + 1);
    s.famChild[familyChildren++] = child;
    s.famChildCount[family]++;
  };

  const addFamily = (group: number, a: number, b: number, kids: readonly number[], kindOf: number): number => {
    const id = openFamily(group, a, b, kindOf);
    for (let k = 0; k < kids.length; k++) addChild(id, kids[k]);
    return id;
  };

  /** Hangs `kid` last below `group` (down) or above it (up). */
  const hang = (group: number, kid: number, up: boolean) => {
    const first = up ? firstUp : firstKid;
    const last = up ? lastUp : lastKid;
    if (first[group] < 0) first[group] = kid;
    else nextHung[last[group]] = kid;
    last[group] = kid;
    if (up) s.upCount[group]++;
    else s.kidCount[group]++;
  };

  /**
   * Splits the children of `node` into families by the other parent: a child goes with the first of its
   * other parents found among the first `count` of `partners`. Adds, in `group`, a family with each of
   * partners[from .. end) that has children with `node`, then, when `alone`, one of the children with no
   * other parent among them.
   */
  const addFamilies = (group: number, node: number, partners: ArrayLike<number>, count: number, from: number, end: number, alone: boolean) => {
    const first = children.start[node];
    const kids = children.count[node];
    if (partnerAt.length < kids) partnerAt = new Int32Array(Math.max(kids, partnerAt.length * 2));
    for (let k = 0; k < kids; k++) {
      const child = children.to[first + k];
      let at = -1;
      const ps = parents.start[child];
      const pe = ps + parents.count[child];
      for (let q = ps; q < pe && at < 0; q++) {
        const p = parents.to[q];
        if (p !== node) at = indexIn(partners, count, p);
      }
      partnerAt[k] = at;
    }
    for (let at = from; at < end; at++) {
      let family = -1;
      for (let k = 0; k < kids; k++) {
        if (partnerAt[k] !== at) continue;
        if (family < 0) family = openFamily(group, node, partners[at], node);
        addChild(family, children.to[first + k]);
      }
    }
    if (!alone) return;
    let family = -1;
    for (let k = 0; k < kids; k++) {
      if (partnerAt[k] >= 0) continue;
      if (family < 0) family = openFamily(group, node, -1, node);
      addChild(family, children.to[first + k]);
    }
  };

  const hangKid = (group: number, family: number, kid: number, child: number) => {
    s.viaFamily[child] = family;
    s.anchor[kid] = dropOffset(s, family);
    s.conn[kid] = memberCenter(posOf[child]);
    hang(group, kid, false);
  };

  const buildDown = (person: number, row: number, open: boolean): number => {
    if (!open) {
      s.closed[person] = 1;
      building.length = 0;
      building.push(person);
      return makeGroup(row, building.items, 1);
    }
    const childFrom = children.start[person];
    const childEnd = childFrom + children.count[person];
    if (spouses.count[person] === 0 && childFrom === childEnd) {
      building.length = 0;
      building.push(person);
      return makeGroup(row, building.items, 1);
    }
    const partners = partnersOf;
    partners.length = 0;
    const spouseFrom = spouses.start[person];
    for (let k = spouseFrom; k < spouseFrom + spouses.count[person]; k++) partners.push(spouses.to[k]);
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
        if (indexIn(partners.items, partners.length, o) >= 0) {
          known = true;
          break;
        }
      }
      if (first >= 0 && !known) partners.push(first);
    }
    const own = ownPartners;
    own.length = 0;
    for (let k = 0; k < partners.length; k++) {
      const partner = partners.items[k];
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
    const ownItems = own.items;
    for (let k = 0; k < own.length; k++) {
      const partner = ownItems[k];
      if (!expanded[partner]) {
        s.sideClosed[partner] = 1;
        continue;
      }
      taken ??= new Set([person, ...ownItems.subarray(0, own.length)]);
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
    for (let k = own.length - 1; k >= 0; k--) if ((k % 2 === 0) !== rightFirst) building.push(ownItems[k]);
    building.push(person);
    for (let k = 0; k < own.length; k++) if ((k % 2 === 0) === rightFirst) building.push(ownItems[k]);
    if (rightEnd) for (const other of rightEnd) building.push(other);
    const group = makeGroup(row, building.items, building.length);
    for (let k = 0; k < own.length; k++) joinCouple(group, person, ownItems[k]);
    const familyFrom = s.familyCount;
    if (childFrom !== childEnd) addFamilies(group, person, ownItems, own.length, 0, own.length, true);
    if (extraPartners && extraLists) {
      for (let e = 0; e < extraPartners.length; e++) {
        const partner = extraPartners[e];
        const theirs = extraLists[e];
        for (const other of theirs) joinCouple(group, partner, other);
        const others = [person, ...theirs];
        addFamilies(group, partner, others, others.length, 1, others.length, true);
      }
    }
    // The group's families (the ids made since familyFrom), ordered by drop point in `familyOrder`, which
    // keeps that order through the recursion below (deeper groups order ids of their own).
    const familyEnd = s.familyCount;
    if (familyOrder.length < familyEnd) familyOrder = roomFor(familyOrder, familyEnd);
    for (let f = familyFrom; f < familyEnd; f++) {
      // Insertion by drop point, stable: a group has a few families.
      const drop = dropOffset(s, f);
      let at = f;
      for (; at > familyFrom && dropOffset(s, familyOrder[at - 1]) > drop; at--) familyOrder[at] = familyOrder[at - 1];
      familyOrder[at] = f;
    }
    for (let f = familyFrom; f < familyEnd; f++) {
      const family = familyOrder[f];
      const from = s.famChildStart[family];
      const end = from + s.famChildCount[family];
      for (let c = from; c < end; c++) {
        const child = s.famChild[c];
        if (placed(child)) continue;
        groupOf[child] = -2; // claimed before its own group exists, so a descendant cannot take it
        const kid = buildDown(child, row + 1, !collapsed[child]);
        hangKid(group, family, kid, child);
      }
    }
    return group;
  };

  // 1. The start person with spouses and descendants.
  s.groupOf[start] = -2;
  const startGroup = buildDown(start, 0, !collapsed[start]);

  // 2. Ancestors, breadth first so a person reached twice keeps the nearer generation.
  interface PedigreeFamily {
    group: number;
    family: number;
    /** Other families of expanded members, whose children hang in a side block. */
    extra: number[];
  }
  const pedigree: PedigreeFamily[] = [];
  const queue: number[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const child = queue[head];
    const childGroup = s.groupOf[child];
    if (child !== start && collapsed[child]) {
      if (parents.count[child] > 0) s.upClosed[child] = 1;
      continue;
    }
    for (const set of parentSets(child)) {
      const fresh = set.filter((p) => !placed(p));
      if (fresh.length === 0) continue;
      const list = [...fresh];
      // Other spouses of an expanded ancestor sit on the outer side of the couple.
      const extraPartners: number[] = [];
      for (const member of fresh) {
        if (!expanded[member]) continue;
        const others = spouses.list(member).filter((o) => !placed(o) && !set.includes(o) && !extraPartners.includes(o));
        extraPartners.push(...others);
        if (member === list[0] && list.length > 1) list.unshift(...others.reverse());
        else list.push(...others);
      }
      const group = makeGroup(s.row[childGroup] - 1, list, list.length);
      const kids = set.length === 2
        ? children.list(set[0]).filter((c) => parents.has(c, set[1]))
        : children.list(set[0]).filter((c) => parents.count[c] === 1 || !parents.list(c).some((p) => p !== set[0] && spouses.has(set[0], p)));
      if (fresh.length === 2) joinCouple(group, fresh[0], fresh[1]);
      else if (set.length === 2) s.spouseLinks.push([fresh[0], set.find((p) => p !== fresh[0])!]);
      const family = addFamily(group, fresh[0], fresh.length > 1 ? fresh[1] : -1, kids, set[0]);
      if (s.viaFamily[child] < 0) s.viaFamily[child] = family;
      const extra: number[] = [];
      for (const member of fresh) {
        if (!expanded[member]) {
          s.sideClosed[member] = 1;
          continue;
        }
        const partnersHere = extraPartners.filter((o) => spouses.has(member, o));
        for (const partner of partnersHere) joinCouple(group, member, partner);
        const familyFrom = s.familyCount;
        const others = [...partnersHere, ...set.filter((p) => p !== member)];
        addFamilies(group, member, others, others.length, 0, partnersHere.length, set.length === 2);
        for (let f = familyFrom; f < s.familyCount; f++) extra.push(f);
      }
      s.anchor[group] = memberCenter(s.posOf[child]);
      s.conn[group] = dropOffset(s, family);
      if (child === start) s.upRoots.push(group);
      else hang(childGroup, group, true);
      pedigree.push({ group, family, extra });
      for (const p of set) if (fresh.includes(p)) queue.push(p);
    }
  }

  // 3. Siblings of the start person beside it, closed unless opened; other children of ancestors in side blocks.
  s.primary = s.upRoots.length > 0 ? s.upRoots[0] : -1;
  let startHung = false;
  for (const { group, family, extra } of pedigree) {
    const all = [family, ...extra].sort((a, b) => dropOffset(s, a) - dropOffset(s, b));
    if (group === s.primary) {
      for (const fam of all) {
        const from = s.famChildStart[fam];
        const end = from + s.famChildCount[fam];
        for (let c = from; c < end; c++) {
          const child = s.famChild[c];
          if (child === start && !startHung) {
            startHung = true;
            hangKid(group, fam, startGroup, child);
          }
          else if (!placed(child)) {
            s.groupOf[child] = -2;
            hangKid(group, fam, buildDown(child, s.row[group] + 1, expanded[child] === 1 && !collapsed[child]), child);
          }
        }
      }
      continue;
    }
    const roots: number[] = [];
    let sideOpen = false;
    const memberFrom = s.memberStart[group];
    for (let m = memberFrom; m < memberFrom + s.memberCount[group]; m++) if (expanded[s.member[m]] === 1) sideOpen = true;
    if (!sideOpen) continue;
    for (const fam of all) {
      const from = s.famChildStart[fam];
      const end = from + s.famChildCount[fam];
      for (let c = from; c < end; c++) {
        const child = s.famChild[c];
        if (placed(child)) continue;
        s.groupOf[child] = -2;
        const kid = buildDown(child, s.row[group] + 1, !collapsed[child]);
        s.viaFamily[child] = fam;
        s.anchor[kid] = dropOffset(s, fam);
        s.conn[kid] = memberCenter(s.posOf[child]);
        roots.push(kid);
      }
    }
    if (roots.length > 0) s.sideBlocks.push({ owner: group, roots });
  }
  if (s.primary >= 0 && !startHung) {
    s.anchor[startGroup] = s.conn[s.primary];
    s.conn[startGroup] = memberCenter(s.posOf[start]);
    hang(s.primary, startGroup, false);
  }
  s.downRoots = s.primary >= 0 ? [s.primary] : [startGroup];

  // The carried groups laid out in `hung`, each group's kids and then its parents' groups.
  let at = 0;
  for (let g = 0; g < s.groupCount; g++) {
    s.kidStart[g] = at;
    for (let k = firstKid[g]; k >= 0; k = nextHung[k]) s.hung[at++] = k;
    s.upStart[g] = at;
    for (let k = firstUp[g]; k >= 0; k = nextHung[k]) s.hung[at++] = k;
  }
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
