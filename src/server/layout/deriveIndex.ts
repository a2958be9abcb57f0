/**
 * The graph index of an edited graph derived from the index of the graph it was edited from, in time
 * that follows the edit: the tree cache refreshes a tree in place (unchanged person, couple and link
 * records stay the same objects at their places, changed ones are replaced, new ones inserted in order),
 * so the records of the two graphs are compared by identity from both ends, persons by id. Only the
 * lists of nodes next to a change are made again; the others are copied (renumbered when persons were
 * inserted or removed before them). The result equals what buildIndex gives for the new graph.
 */
import type { GraphPerson, TreeGraph } from '../tree/graph';
import { Adjacency } from './adjacency';
import { BIRTH, GENDER_ORDER, KIND_CODE, birthKey, childBefore, marriageKey, parentBefore, sortList, sortSpouseList, type IndexSource } from './buildIndex';
import type { GraphIndex } from './graphIndex';

/** Records of `before` gone from `after` and new in it (by identity), and where the kept ones went. */
interface RecordDiff {
  /** Records before `head` and from `tail` on (before; `tail + shift` after) are the same at the same places. */
  head: number;
  tail: number;
  shift: number;
  removed: number[];
  added: number[];
  /** Places after of the kept records between head and tail, by their places before. */
  kept: Map<number, number>;
}

function diffRecords<T>(before: readonly T[], after: readonly T[]): RecordDiff | undefined {
  let head = 0;
  const both = Math.min(before.length, after.length);
  while (head < both && before[head] === after[head]) head++;
  let tail = before.length;
  let end = after.length;
  while (tail > head && end > head && before[tail - 1] === after[end - 1]) {
    tail--;
    end--;
  }
  const removed: number[] = [];
  const added: number[] = [];
  const kept = new Map<number, number>();
  const placeAfter = new Map<T, number>();
  for (let j = head; j < end; j++) {
    if (placeAfter.has(after[j])) return undefined;
    placeAfter.set(after[j], j);
  }
  let last = -1;
  for (let i = head; i < tail; i++) {
    const j = placeAfter.get(before[i]);
    if (j === undefined) {
      removed.push(i);
      continue;
    }
    // A kept record that moved past another kept one changes an order that ties are broken by.
    if (j < last) return undefined;
    last = j;
    kept.set(i, j);
    placeAfter.delete(before[i]);
  }
  for (const j of placeAfter.values()) added.push(j);
  return { head, tail, shift: after.length - before.length, removed, added, kept };
}

const placeAfter = (diff: RecordDiff, i: number) => (i < diff.head ? i : i >= diff.tail ? i + diff.shift : (diff.kept.get(i) ?? -1));

/** Lists of one relation being made again, in new node numbers, with their kinds or couples beside them. */
class Worklists {
  readonly lists = new Map<number, { to: number[]; extra: number[] }>();
  private readonly dirty: Uint8Array;
  constructor(
    private readonly old: Adjacency,
    private readonly oldExtra: Uint8Array | Int32Array,
    private readonly newToOld: Int32Array,
    private readonly oldToNew: Int32Array,
    /** The couple places after of the couple places before; undefined when they stay. */
    private readonly extraAfter?: (x: number) => number,
  ) {
    this.dirty = new Uint8Array(newToOld.length);
  }

  /** Node's list, started from its list before (without removed persons) the first time. */
  get(node: number): { to: number[]; extra: number[] } {
    let list = this.lists.get(node);
    if (list) return list;
    list = { to: [], extra: [] };
    const o = this.newToOld[node];
    if (o >= 0) {
      const s = this.old.start[o];
      for (let k = s; k < s + this.old.count[o]; k++) {
        const x = this.oldToNew[this.old.to[k]];
        if (x < 0) continue;
        list.to.push(x);
        list.extra.push(this.extraAfter ? this.extraAfter(this.oldExtra[k]) : this.oldExtra[k]);
      }
    }
    this.lists.set(node, list);
    this.dirty[node] = 1;
    return list;
  }

  /** Removes x from node's list; false when it is not there. */
  remove(node: number, x: number): boolean {
    const list = this.get(node);
    const k = list.to.indexOf(x);
    if (k < 0) return false;
    list.to.splice(k, 1);
    list.extra.splice(k, 1);
    return true;
  }

  /** The nodes of node's list as the new graph has them (its list before, renumbered, when not being made again). */
  each(node: number, visit: (x: number) => void): void {
    const list = this.lists.get(node);
    if (list) return list.to.forEach(visit);
    const o = this.newToOld[node];
    if (o < 0) return;
    const s = this.old.start[o];
    for (let k = s; k < s + this.old.count[o]; k++) if (this.oldToNew[this.old.to[k]] >= 0) visit(this.oldToNew[this.old.to[k]]);
  }

  /**
   * The relation's lists for `nodes` nodes in `entries` slots, as buildIndex lays them out; what is beside
   * each entry goes to `extra`, else to kind. Runs of untouched nodes are copied from before in one piece
   * each (the lists before lie without gaps), renumbered when `renumber`.
   */
  finish(nodes: number, entries: number, renumber: boolean, extra?: Int32Array): Adjacency {
    const adj = new Adjacency(nodes, entries);
    const { start, count, to } = adj;
    const { old, oldExtra, newToOld, oldToNew, extraAfter, dirty } = this;
    const out = extra ?? adj.kind;
    let at = 0;
    for (let j = 0; j < nodes; ) {
      if (dirty[j]) {
        const list = this.lists.get(j)!;
        start[j] = at;
        count[j] = list.to.length;
        for (let k = 0; k < list.to.length; k++) {
          to[at] = list.to[k];
          out[at++] = list.extra[k];
        }
        j++;
        continue;
      }
      const o = newToOld[j];
      if (o < 0) {
        start[j++] = at;
        continue;
      }
      let next = j + 1;
      while (next < nodes && dirty[next] === 0 && newToOld[next] === o + next - j) next++;
      const last = o + next - j - 1;
      const s = old.start[o];
      const e = old.start[last] + old.count[last];
      to.set(old.to.subarray(s, e), at);
      out.set(oldExtra.subarray(s, e), at);
      count.set(old.count.subarray(o, last + 1), j);
      start.set(old.start.subarray(o, last + 1), j);
      if (at !== s) for (let k = j; k < next; k++) start[k] += at - s;
      const runEnd = at + e - s;
      if (renumber) for (let k = at; k < runEnd; k++) to[k] = oldToNew[to[k]];
      if (extraAfter) for (let k = at; k < runEnd; k++) out[k] = extraAfter(out[k]);
      at = runEnd;
      j = next;
    }
    return adj;
  }
}

let numbers = new Int32Array(0);
/** 0, 1, ... n - 1 (a view of an array kept for the next call). */
function ascending(n: number): Int32Array {
  if (numbers.length < n) {
    numbers = new Int32Array(Math.max(n, numbers.length * 2));
    for (let i = 0; i < numbers.length; i++) numbers[i] = i;
  }
  return numbers.subarray(0, n);
}

const sameKey = (a: number, b: number) => a === b || (a !== a && b !== b);

/**
 * The source of `graph`'s index made from `from`, the source of the graph it was edited from; undefined
 * when the two differ too much or in a way only a build reads right (repeated ids or pairs, or a person
 * added while records name persons the graph lacked). On success the index's indexOf map is `from`'s,
 * changed in place: `from` must not be used again.
 */
export function deriveIndex(from: IndexSource, graph: TreeGraph): IndexSource | undefined {
  if (from.repeated) return undefined;
  const old = from.index;
  const { persons, couples, parenthoods } = graph;
  const items = from.personItems;
  const n0 = items.length;
  const n1 = persons.length;

  // Persons: the same ids at both ends (the same records, or copies with the same id); kept ones whose
  // gender or birth changed are noted, the same record too (as the whole check of a reused index, fits,
  // reads them: a record changed in place is not missed). Between, each is found by id (kept, maybe moved) or is new.
  const changed: number[] = [];
  const sameId = (p: GraphPerson, i: number, j: number) => {
    if (p !== items[i] && p.id !== old.ids[i]) return false;
    if (p.gender !== old.gender[i] || !sameKey(birthKey(p), from.keys[i])) changed.push(j);
    return true;
  };
  let head = 0;
  const both = Math.min(n0, n1);
  while (head < both && sameId(persons[head], head, head)) head++;
  let tail = n0;
  let end = n1;
  while (tail > head && end > head && sameId(persons[end - 1], tail - 1, end - 1)) {
    tail--;
    end--;
  }
  const shift = n1 - n0;
  const between = persons.slice(head, end);
  // One copy each when nothing follows the change (as when persons are appended), two otherwise.
  const spliced = <T>(list: T[], middle: T[]) => (tail === n0 ? (head === n0 ? list : list.slice(0, head)).concat(middle) : list.slice(0, head).concat(middle, list.slice(tail)));
  const ids = spliced(old.ids, between.map((p) => p.id));
  const gender = spliced(old.gender, between.map((p) => p.gender));
  const genderOrder = new Uint8Array(n1);
  const keys = new Float64Array(n1);
  genderOrder.set(from.genderOrder.subarray(0, head));
  genderOrder.set(from.genderOrder.subarray(tail), end);
  keys.set(from.keys.subarray(0, head));
  keys.set(from.keys.subarray(tail), end);
  for (let j = head; j < end; j++) {
    genderOrder[j] = GENDER_ORDER[persons[j].gender];
    keys[j] = birthKey(persons[j]);
  }
  for (const j of changed) {
    gender[j] = persons[j].gender;
    genderOrder[j] = GENDER_ORDER[persons[j].gender];
    keys[j] = birthKey(persons[j]);
  }
  const oldToNew = new Int32Array(n0).fill(-1);
  const newToOld = new Int32Array(n1).fill(-1);
  const counting = ascending(head);
  oldToNew.set(counting);
  newToOld.set(counting);
  for (let i = tail; i < n0; i++) {
    oldToNew[i] = i + shift;
    newToOld[i + shift] = i;
  }
  const added = new Map<string, number>();
  const moved: number[] = [];
  for (let j = head; j < end; j++) {
    const o = old.indexOf.get(ids[j]);
    if (o === undefined) {
      if (added.has(ids[j])) return undefined;
      added.set(ids[j], j);
    } else {
      if (o < head || o >= tail || oldToNew[o] >= 0) return undefined;
      oldToNew[o] = j;
      newToOld[j] = o;
      moved.push(j);
    }
  }
  const renumber = (shift !== 0 && tail < n0) || moved.some((j) => newToOld[j] !== j);
  if (added.size > 0 && from.dangling > 0) return undefined;
  const removed: number[] = [];
  for (let i = head; i < tail; i++) if (oldToNew[i] < 0) removed.push(i);
  const parenthoodDiff = diffRecords(from.links, parenthoods);
  const marriages = diffRecords(from.coupleItems, couples);
  if (!parenthoodDiff || !marriages) return undefined;
  const changes = added.size + removed.length + parenthoodDiff.removed.length + parenthoodDiff.added.length + marriages.removed.length + marriages.added.length;
  if (changes > Math.max(64, n1 >> 3)) return undefined;

  const parents = new Worklists(old.parents, old.parents.kind, newToOld, oldToNew);
  const children = new Worklists(old.children, old.children.kind, newToOld, oldToNew);
  const couplesStay = marriages.removed.length === 0 && marriages.added.length === 0 && (marriages.shift === 0 || marriages.tail === from.coupleItems.length);
  const spouses = new Worklists(old.spouses, from.spouseCouple, newToOld, oldToNew, couplesStay ? undefined : (c) => placeAfter(marriages, c));
  const oldNode = (id: string) => old.indexOf.get(id) ?? -1;
  const newNode = (id: string) => added.get(id) ?? (old.indexOf.has(id) ? oldToNew[old.indexOf.get(id)!] : -1);
  let dangling = from.dangling;

  // A removed person leaves the lists of its relatives; the records naming it that the graph keeps now dangle.
  for (const r of removed) {
    const visit = (adj: Adjacency, lists: Worklists, counts: (x: number) => boolean) => {
      for (let k = adj.start[r]; k < adj.start[r] + adj.count[r]; k++) {
        const x = adj.to[k];
        if (oldToNew[x] >= 0) lists.get(oldToNew[x]);
        if (counts(x)) dangling++;
      }
    };
    visit(old.parents, children, () => true);
    visit(old.children, parents, (x) => oldToNew[x] >= 0);
    visit(old.spouses, spouses, (x) => oldToNew[x] >= 0 || x > r);
  }
  /**
   * A removed record between two persons: a dangling one (a person missing or removed) is counted off,
   * one joining a person to itself was never listed, and any other leaves both lists (`drop`, with new
   * node numbers; false when a list lacked it, which only a build reads right).
   */
  const unlink = (aId: string, bId: string, drop: (a: number, b: number) => boolean): boolean => {
    const a = oldNode(aId);
    const b = oldNode(bId);
    if (a < 0 || b < 0) dangling--;
    else if (a === b) return true;
    else if (oldToNew[a] < 0 || oldToNew[b] < 0) dangling--;
    else return drop(oldToNew[a], oldToNew[b]);
    return true;
  };
  for (const i of parenthoodDiff.removed) {
    const link = from.links[i];
    if (!unlink(link.parent_id, link.child_id, (p, c) => parents.remove(c, p) && children.remove(p, c))) return undefined;
  }
  for (const i of marriages.removed) {
    const couple = from.coupleItems[i];
    if (!unlink(couple.person1_id, couple.person2_id, (a, b) => spouses.remove(a, b) && spouses.remove(b, a))) return undefined;
  }
  for (const j of parenthoodDiff.added) {
    const link = parenthoods[j];
    const p = newNode(link.parent_id);
    const c = newNode(link.child_id);
    if (p < 0 || c < 0) dangling++;
    if (p < 0 || c < 0 || p === c) continue;
    const list = parents.get(c);
    if (list.to.includes(p)) return undefined;
    list.to.push(p);
    list.extra.push(link.kind === 'birth' ? BIRTH : KIND_CODE[link.kind]);
    children.get(p).to.push(c);
    children.get(p).extra.push(0);
  }
  for (const j of marriages.added) {
    const couple = couples[j];
    const a = newNode(couple.person1_id);
    const b = newNode(couple.person2_id);
    if (a < 0 || b < 0) dangling++;
    if (a < 0 || b < 0 || a === b) continue;
    const list = spouses.get(a);
    if (list.to.includes(b)) return undefined;
    list.to.push(b);
    list.extra.push(j);
    spouses.get(b).to.push(a);
    spouses.get(b).extra.push(j);
  }

  // Lists ordered by a person whose gender or birth changed, or who moved among the persons, are sorted again.
  for (const j of changed) {
    const o = newToOld[j];
    if (gender[j] !== old.gender[o]) children.each(j, (c) => parents.get(c));
    if (!sameKey(keys[j], from.keys[o])) parents.each(j, (p) => children.get(p));
  }
  for (const j of moved) {
    children.each(j, (c) => parents.get(c));
    parents.each(j, (p) => children.get(p));
  }
  const byParent = parentBefore(genderOrder);
  const byChild = childBefore(keys);
  for (const list of parents.lists.values()) sortWorklist(list, byParent);
  for (const list of children.lists.values()) sortWorklist(list, byChild);
  for (const list of spouses.lists.values()) {
    if (list.to.length < 2) continue;
    const to = Int32Array.from(list.to);
    const couple = Int32Array.from(list.extra);
    const key = Float64Array.from(list.extra, (c) => marriageKey(couples[c], c));
    sortSpouseList(to, key, couple, 0, to.length);
    list.to = Array.from(to);
    list.extra = Array.from(couple);
  }

  const spouseCouple = new Int32Array(couples.length * 2);
  const next = {
    parents: parents.finish(n1, parenthoods.length, renumber),
    children: children.finish(n1, parenthoods.length, renumber),
    spouses: spouses.finish(n1, couples.length * 2, renumber, spouseCouple),
  };

  // Only now, with nothing left to refuse, the map of `from` becomes the new graph's.
  const indexOf = old.indexOf;
  for (const r of removed) indexOf.delete(old.ids[r]);
  for (let j = head; j < end; j++) if (newToOld[j] !== j) indexOf.set(ids[j], j);
  if (shift !== 0) for (let j = end; j < n1; j++) indexOf.set(ids[j], j);
  const index: GraphIndex = { persons: [], ghosts: [], nodeCount: n1, ids, indexOf, ...next, gender, numbering: {}, derivedFrom: { numbering: old.numbering, oldOf: newToOld } };
  // The records are copied, so that a graph whose arrays are changed in place later no longer fits; the same ones as before are not copied again.
  const coupleItems = marriages.head === couples.length && couples.length === from.coupleItems.length ? from.coupleItems : couples.slice();
  const links = parenthoodDiff.head === parenthoods.length && parenthoods.length === from.links.length ? from.links : parenthoods.slice();
  return { couples, personItems: persons.slice(), coupleItems, links, keys, genderOrder, spouseCouple, dangling, repeated: false, index };
}

function sortWorklist(list: { to: number[]; extra: number[] }, before: (x: number, kx: number, y: number, ky: number) => boolean): void {
  if (list.to.length < 2) return;
  const to = Int32Array.from(list.to);
  const kind = Uint8Array.from(list.extra);
  sortList(to, kind, 0, to.length, before);
  list.to = Array.from(to);
  list.extra = Array.from(kind);
}
