/**
 * The score's weights (log-odds per feature, score.ts). Fitted by `npx tsx scripts/fit-hint-weights.ts`:
 * logistic regression (fit.ts) on every blocked comparison of three labelled sets (labelled.ts: the
 * sample corpus at 6,000, 20,000 and 60,000 records, seed 18821943, tree persons from every third
 * family: 301,575 comparisons, 41,502 true, blocked by surname key, given-name key and birth window),
 * labelled by the generator's identities, ridge 1, with the corpus scale (score.ts, corpusScale) as a
 * feature of its own. Its weight came out at -1.027: the odds that an agreeing pair is one person fall
 * as 1 / records, since namesakes grow with the corpus and a person's own records do not. Fitted at one
 * size only (6,000 records, as before), the score showed hints at 60,000 records of which 0.786 were true.
 * The script prints a calibration table per set: at 60,000 records, pairs given 0.9 to 1 were true
 * 97.8% of the time (mean 0.978), 0.8 to 0.9 83.2% (mean 0.813), 0.5 to 0.6 54.0% (mean 0.533).
 * 'birth.unknown' is a comparison where a side states no birth year (such records are compared since
 * blocking keys given names too). Record birthplaces are not resolved there (no gazetteer in memory),
 * so the place weights are set by hand, small: a county agrees for most namesakes too. Two conflicts
 * are set by hand as well, since the fit hardly sees them: blocking drops births more than 12 years
 * (plus approximations) apart, and the corpus has few gender slips; a birth 30 years off (-8) or the
 * other sex (-6) must outweigh agreeing names. The fit holds these four (HAND_SET) and fits the rest
 * around them.
 */
/** Records in the smallest labelled set the weights were fitted on: corpusScale (score.ts) is 0 there. */
export const FIT_RECORDS = 6000;

export const WEIGHTS: Record<string, number> = {
  bias: -3.454,
  'given.exact': 2.468,
  'given.close': 0.567,
  'given.familiar': -1.074,
  'given.swapped': 1.847,
  'given.initials': 0,
  'given.conflict': -3.809,
  'surname.exact': 0.764,
  'surname.key': -1.105,
  'surname.conflict': -4.789,
  'birth.exact': 4.481,
  'birth.within': 4.379,
  'birth.near': -5.03,
  'birth.far': -5.357,
  'birth.conflict': -8,
  'birth.unknown': 1.699,
  'death.agree': 2.266,
  'death.conflict': -6.433,
  'gender.agree': 1.02,
  'gender.conflict': -6,
  'place.agree': 0.5,
  'place.conflict': -1,
  'parent.agree': 2.18,
  'parent.conflict': -6.274,
  'spouse.agree': 2.935,
  'spouse.conflict': -4.76,
  'child.agree': 4.916,
  'child.conflict': 0,
  'sibling.agree': 1.753,
  'sibling.conflict': 0,
  'corpus.scale': -1.027,
};

/** The weights set by hand (see above), held while the others are fitted. */
export const HAND_SET: Record<string, number> = Object.fromEntries(['birth.conflict', 'gender.conflict', 'place.agree', 'place.conflict'].map((f) => [f, WEIGHTS[f]!]));

/** The probability from which a comparison becomes a hint. */
export const HINT_THRESHOLD = 0.8;
