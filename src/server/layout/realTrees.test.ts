/**
 * The layout on real trees: every public GEDCOM fixture that imports, and the demo family, laid out
 * around several start persons, with and without every branch opened. No drawing rule may break.
 */
import { describe, expect, it } from 'vitest';
import { demoFamilyGraph } from '../demo/demoFamily';
import { importGedcom } from '../gedcom';
import { allGedFiles, fixture } from '../gedcom/testFixtures';
import type { TreeGraph } from '../tree/graph';
import { checkLayout, layoutTree } from './index';

const preferences = { color_code_gender: true, tree_show_birth_order: true };

/** A few start persons spread over the tree, so different branches become the centre. */
function startPersons(graph: TreeGraph, count = 3): string[] {
  const step = Math.max(1, Math.floor(graph.persons.length / count));
  return graph.persons.filter((_, i) => i % step === 0).slice(0, count).map((p) => p.id);
}

function checkEverywhere(graph: TreeGraph) {
  let laidOut = 0;
  for (const start of startPersons(graph)) {
    const closed = layoutTree(graph, { startPersonId: start, preferences, withGhosts: true });
    expect(checkLayout(closed)).toEqual([]);
    const hidden = closed.persons.filter((p) => p.card.has_hidden_subtree).map((p) => p.object_id);
    const open = layoutTree(graph, { startPersonId: start, preferences, controlData: { expanded: hidden } });
    expect(checkLayout(open)).toEqual([]);
    expect(open.persons.length).toBeGreaterThanOrEqual(closed.persons.filter((p) => !p.is_ghost).length);
    const ids = open.persons.map((p) => p.object_id);
    expect(new Set(ids).size).toBe(ids.length);
    laidOut += open.persons.length;
  }
  return laidOut;
}

describe('layout of the shared GEDCOM fixtures', () => {
  const files = allGedFiles().filter((f) => !f.includes('/malformed/'));
  it.each(files)('%s', (file) => {
    let graph: TreeGraph;
    try {
      graph = importGedcom(fixture(file)).graph;
    } catch {
      return; // files the importer rejects have their own tests in src/server/gedcom
    }
    if (graph.persons.length === 0) return;
    expect(checkEverywhere(graph)).toBeGreaterThan(0);
  });

  it('covers the Chinese dynasty trees', () => {
    const graph = importGedcom(fixture('historical/Tang+Dynasty.ged')).graph;
    expect(graph.persons.length).toBeGreaterThan(10);
    expect(checkEverywhere(graph)).toBeGreaterThan(10);
  });
});

describe('layout of the demo family', () => {
  it('draws every start person without breaking a rule, each person once', () => {
    expect(checkEverywhere(demoFamilyGraph())).toBeGreaterThan(50);
  });
});
