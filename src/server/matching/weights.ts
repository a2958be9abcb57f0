/**
 * The score's weights (log-odds per feature, score.ts). Fitted by `npx tsx scripts/fit-hint-weights.ts`:
 * logistic regression (fit.ts) on every blocked comparison of the labelled set (labelled.ts: the sample
 * corpus of 6,000 records, seed 18821943, tree persons from every third family: 39,800 comparisons,
 * 2,992 true, blocked by surname key, given-name key and birth window), labelled by the generator's
 * identities, ridge 1. The script prints a calibration table: pairs given 0.9 to 1 were true 98.8% of
 * the time, 0.8 to 0.9 87.0%. 'birth.unknown' is a comparison where a side states no birth year (such
 * records are compared since blocking keys given names too). Record birthplaces are not resolved there
 * (no gazetteer in memory), so the place weights (zero in the fit) are set by hand, small: a county
 * agrees for most namesakes too. Two conflicts are set by hand as well, since the fit hardly sees them:
 * blocking drops births more than 12 years (plus approximations) apart, and the corpus has few gender
 * slips; a birth 30 years off (-8) or the other sex (-6) must outweigh agreeing names.
 */
export const WEIGHTS: Record<string, number> = {
  bias: -6.067,
  'given.exact': 3.61,
  'given.close': -0.755,
  'given.familiar': 0.238,
  'given.swapped': 1.648,
  'given.initials': 0,
  'given.conflict': -4.741,
  'surname.exact': 1.713,
  'surname.key': -2.487,
  'surname.conflict': -3.093,
  'birth.exact': 1.953,
  'birth.within': 3.983,
  'birth.near': -2.291,
  'birth.far': -2.423,
  'birth.conflict': -8,
  'birth.unknown': 1.132,
  'death.agree': 1.376,
  'death.conflict': -3.076,
  'gender.agree': 1.861,
  'gender.conflict': -6,
  'place.agree': 0.5,
  'place.conflict': -1,
  'parent.agree': 0.968,
  'parent.conflict': -4.697,
  'spouse.agree': 3.104,
  'spouse.conflict': -2.551,
  'child.agree': 3.246,
  'child.conflict': 0,
  'sibling.agree': 0.637,
  'sibling.conflict': 0,
};

/** The probability from which a comparison becomes a hint. */
export const HINT_THRESHOLD = 0.8;
