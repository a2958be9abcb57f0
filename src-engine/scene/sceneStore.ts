/** Scene store: the persons and lines of the current drawing, by id, and what a diff changed. */
import type { DiffResponse, DrawLine, DrawPerson, DrawResponse, TreePreferences } from '../../src/protocol/draw';

export interface TreeMeta {
  treeWidth: number;
  treeHeight: number;
  treeMarginX: number;
  mapHash: string;
  preferences: TreePreferences;
  bloodRelativeIds: string[];
}

/** What one update touched, so renderers change only those ids. */
export interface SceneChange {
  addedPersons: string[];
  updatedPersons: string[];
  removedPersons: DrawPerson[];
  addedLines: string[];
  removedLines: DrawLine[];
  /** True when everything was replaced (a full draw). */
  reset: boolean;
  preferencesChanged: boolean;
}

export class SceneStore {
  readonly persons = new Map<string, DrawPerson>();
  readonly lines = new Map<string, DrawLine>();
  meta: TreeMeta = {
    treeWidth: 0,
    treeHeight: 0,
    treeMarginX: 0,
    mapHash: '',
    preferences: { color_code_gender: false, tree_show_birth_order: false },
    bloodRelativeIds: [],
  };
  /** Bumped on every change; consumers compare it to know whether to rebuild (excalidraw sceneNonce). */
  nonce = 0;

  applyDraw(draw: DrawResponse): SceneChange {
    const removedPersons = [...this.persons.values()];
    const removedLines = [...this.lines.values()];
    this.persons.clear();
    this.lines.clear();
    for (const p of draw.persons) this.persons.set(p.object_id, p);
    for (const l of draw.lines) this.lines.set(l.line_id, l);
    const preferencesChanged = !samePreferences(this.meta.preferences, draw.preferences);
    this.meta = metaOf(draw);
    this.nonce++;
    return {
      addedPersons: draw.persons.map((p) => p.object_id),
      updatedPersons: [],
      removedPersons,
      addedLines: draw.lines.map((l) => l.line_id),
      removedLines,
      reset: true,
      preferencesChanged,
    };
  }

  /** Applies only what the diff names; persons and lines it does not mention are left untouched. */
  applyDiff(diff: DiffResponse): SceneChange {
    const removedPersons: DrawPerson[] = [];
    for (const id of diff.remove_persons) {
      const p = this.persons.get(id);
      if (p) {
        removedPersons.push(p);
        this.persons.delete(id);
      }
    }
    const removedLines: DrawLine[] = [];
    for (const id of diff.remove_lines) {
      const l = this.lines.get(id);
      if (l) {
        removedLines.push(l);
        this.lines.delete(id);
      }
    }
    const addedPersons: string[] = [];
    const updatedPersons: string[] = [];
    for (const p of diff.new_persons) {
      (this.persons.has(p.object_id) ? updatedPersons : addedPersons).push(p.object_id);
      this.persons.set(p.object_id, p);
    }
    for (const p of diff.data_update) {
      (this.persons.has(p.object_id) ? updatedPersons : addedPersons).push(p.object_id);
      this.persons.set(p.object_id, p);
    }
    const addedLines: string[] = [];
    for (const l of diff.new_lines) {
      const old = this.lines.get(l.line_id);
      if (old) removedLines.push(old);
      this.lines.set(l.line_id, l);
      addedLines.push(l.line_id);
    }
    const preferencesChanged = !samePreferences(this.meta.preferences, diff.preferences);
    const previousBlood = this.meta.bloodRelativeIds;
    this.meta = metaOf(diff);
    // A diff either sends the whole list or, to stay small, only what joined and left it.
    if (diff.blood_relatives_change) {
      const blood = new Set(previousBlood);
      for (const id of diff.blood_relatives_change.remove) blood.delete(id);
      for (const id of diff.blood_relatives_change.add) blood.add(id);
      this.meta.bloodRelativeIds = [...blood];
    }
    this.nonce++;
    return { addedPersons, updatedPersons, removedPersons, addedLines, removedLines, reset: false, preferencesChanged };
  }

  /** Lines that touch a person, for neighbour navigation and highlighting. */
  linesOf(personId: string): DrawLine[] {
    const out: DrawLine[] = [];
    for (const l of this.lines.values()) if (l.person_ids.includes(personId)) out.push(l);
    return out;
  }
}

function samePreferences(a: TreePreferences, b: TreePreferences): boolean {
  return a.color_code_gender === b.color_code_gender && a.tree_show_birth_order === b.tree_show_birth_order;
}

function metaOf(d: DrawResponse | DiffResponse): TreeMeta {
  return {
    treeWidth: d.tree_width,
    treeHeight: d.tree_height,
    treeMarginX: d.tree_margin_x,
    mapHash: d.map_hash,
    preferences: { ...d.preferences },
    bloodRelativeIds: [...d.blood_relatives_ids],
  };
}
