/**
 * Fits RecordFinder's weights on the labelled set (src/server/matching/labelled.ts) and prints them
 * with the probability they give beside the share of true pairs, per tenth (a calibration table).
 * It also prints, on the same set, precision and recall of hints at HINT_THRESHOLD under the fitted
 * weights, and the most recall any weights reach at precision 0.97 (fit.ts, bestRecallAtPrecision).
 * Usage: npx tsx scripts/fit-hint-weights.ts [records] (or HINTS_FIT_RECORDS; 6,000 when neither is given)
 */
import { bestRecallAtPrecision, fitWeights } from '../src/server/matching/fit';
import { candidatePairs, labelledSet } from '../src/server/matching/labelled';
import { compare, featureProbability, preparePerson, type PreparedPerson } from '../src/server/matching/score';
import { HINT_THRESHOLD } from '../src/server/matching/weights';

const records = Number(process.argv[2] ?? process.env.HINTS_FIT_RECORDS ?? 6_000);
if (!Number.isInteger(records) || records <= 0) {
  console.error(`records must be a positive whole number, not ${process.argv[2] ?? process.env.HINTS_FIT_RECORDS}`);
  process.exit(2);
}
const set = labelledSet({ records });
const inTree = new Set(set.persons.map((p) => p.identity));
const truePairs = set.records.filter((r) => r.identity && inTree.has(r.identity)).length;
const prepared = new Map<string, PreparedPerson>();
const samples = candidatePairs(set).map(({ person, record }) => {
  let p = prepared.get(person.id);
  if (!p) prepared.set(person.id, (p = preparePerson(person)));
  return { features: compare(p, record), same: record.identity === person.identity };
});
const weights = fitWeights(samples);
console.log(`${set.persons.length} tree persons, ${set.records.length} record persons, ${samples.length} comparisons, ${samples.filter((s) => s.same).length} true`);
console.log(JSON.stringify(weights, null, 2));
const bins = Array.from({ length: 10 }, () => ({ n: 0, same: 0, p: 0 }));
for (const s of samples) {
  const p = featureProbability(s.features, weights);
  const bin = bins[Math.min(9, Math.floor(p * 10))]!;
  bin.n++;
  bin.p += p;
  if (s.same) bin.same++;
}
console.log('tenth | pairs | mean probability | share true');
bins.forEach((b, i) => b.n && console.log(`${i / 10}-${(i + 1) / 10} | ${b.n} | ${(b.p / b.n).toFixed(3)} | ${(b.same / b.n).toFixed(3)}`));
const shown = samples.filter((s) => featureProbability(s.features, weights) >= HINT_THRESHOLD);
const shownTrue = shown.filter((s) => s.same).length;
console.log(`hints at ${HINT_THRESHOLD} on this set: ${shown.length}, precision ${(shownTrue / Math.max(1, shown.length)).toFixed(3)}, recall ${(shownTrue / truePairs).toFixed(3)} of ${truePairs} true pairs`);
console.log(`most recall any weights reach at precision 0.97 on this set: ${bestRecallAtPrecision(samples, truePairs, 0.97).toFixed(3)}`);
