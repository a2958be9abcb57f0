/**
 * Fits RecordFinder's weights on the labelled set (src/server/matching/labelled.ts) and prints them
 * with the probability they give beside the share of true pairs, per tenth (a calibration table).
 * Usage: npx tsx scripts/fit-hint-weights.ts [records=6000]
 */
import { fitWeights } from '../src/server/matching/fit';
import { candidatePairs, labelledSet } from '../src/server/matching/labelled';
import { compare, logOdds, preparePerson, type PreparedPerson } from '../src/server/matching/score';

const records = Number(process.argv[2] ?? 6_000);
const set = labelledSet({ records });
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
  const p = 1 / (1 + Math.exp(-logOdds(s.features, weights)));
  const bin = bins[Math.min(9, Math.floor(p * 10))]!;
  bin.n++;
  bin.p += p;
  if (s.same) bin.same++;
}
console.log('tenth | pairs | mean probability | share true');
bins.forEach((b, i) => b.n && console.log(`${i / 10}-${(i + 1) / 10} | ${b.n} | ${(b.p / b.n).toFixed(3)} | ${(b.same / b.n).toFixed(3)}`));
