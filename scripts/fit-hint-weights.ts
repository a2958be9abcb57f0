/**
 * Fits RecordFinder's weights on labelled sets of several corpus sizes (src/server/matching/labelled.ts),
 * the weights set by hand (HAND_SET) held, and prints them; then, per set, the probability they give
 * beside the share of true pairs, per tenth (a calibration table), precision and recall of hints at
 * HINT_THRESHOLD, and the most recall any weights reach at precision 0.97 (fit.ts, bestRecallAtPrecision).
 * The sizes differ so the weight of the corpus scale (score.ts, corpusScale) can be fitted.
 * Usage: npx tsx scripts/fit-hint-weights.ts [records,records,...] (or HINTS_FIT_RECORDS; 6000,20000,60000
 * when neither is given: some minutes)
 */
import { bestRecallAtPrecision, fitWeights, type LabelledComparison } from '../src/server/matching/fit';
import { candidatePairs, labelledSet } from '../src/server/matching/labelled';
import { compare, corpusScale, featureProbability, preparePerson, type PreparedPerson } from '../src/server/matching/score';
import { HAND_SET, HINT_THRESHOLD } from '../src/server/matching/weights';

const sizes = (process.argv[2] ?? process.env.HINTS_FIT_RECORDS ?? '6000,20000,60000').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) {
  console.error(`records must be positive whole numbers separated by commas, not ${process.argv[2] ?? process.env.HINTS_FIT_RECORDS}`);
  process.exit(2);
}

const sets = sizes.map((records) => {
  const set = labelledSet({ records });
  const inTree = new Set(set.persons.map((p) => p.identity));
  const truePairs = set.records.filter((r) => r.identity && inTree.has(r.identity)).length;
  const prepared = new Map<string, PreparedPerson>();
  const scale = corpusScale(records);
  const samples: LabelledComparison[] = candidatePairs(set).map(({ person, record }) => {
    let p = prepared.get(person.id);
    if (!p) prepared.set(person.id, (p = preparePerson(person)));
    return { features: compare(p, record), same: record.identity === person.identity, scale };
  });
  console.log(`${records} records: ${set.persons.length} tree persons, ${set.records.length} record persons, ${samples.length} comparisons, ${samples.filter((s) => s.same).length} true`);
  return { records, truePairs, samples };
});
const weights = fitWeights(
  sets.flatMap((s) => s.samples),
  { fixed: HAND_SET },
);
console.log(JSON.stringify(weights, null, 2));
for (const { records, truePairs, samples } of sets) {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, same: 0, p: 0 }));
  let shown = 0;
  let shownTrue = 0;
  for (const s of samples) {
    const p = featureProbability(s.features, s.scale, weights);
    const bin = bins[Math.min(9, Math.floor(p * 10))]!;
    bin.n++;
    bin.p += p;
    if (s.same) bin.same++;
    if (p >= HINT_THRESHOLD) {
      shown++;
      if (s.same) shownTrue++;
    }
  }
  console.log(`\n${records} records: tenth | pairs | mean probability | share true`);
  bins.forEach((b, i) => b.n && console.log(`${i / 10}-${(i + 1) / 10} | ${b.n} | ${(b.p / b.n).toFixed(3)} | ${(b.same / b.n).toFixed(3)}`));
  console.log(`hints at ${HINT_THRESHOLD}: ${shown}, precision ${(shownTrue / Math.max(1, shown)).toFixed(3)}, recall ${(shownTrue / truePairs).toFixed(3)} of ${truePairs} true pairs`);
  console.log(`most recall any weights reach at precision 0.97 on this set: ${bestRecallAtPrecision(samples, truePairs, 0.97).toFixed(3)}`);
}
