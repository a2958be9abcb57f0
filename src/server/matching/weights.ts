/**
 * The score's weights (log-odds per feature, score.ts). Fitted by `npx tsx scripts/fit-hint-weights.ts`:
 * logistic regression (fit.ts) on every blocked comparison of the labelled set (labelled.ts: the sample
 * corpus of 6,000 records, seed 18821943, tree persons from every third family: 270,996 comparisons,
 * 2,345 true), labelled by the generator's identities, ridge 1. The script prints a calibration table:
 * pairs given 0.9 to 1 were true 99.8% of the time, 0.6 to 0.7 71.6%. Record birthplaces are not resolved there (no gazetteer in memory), so the
 * place weights (zero in the fit) are set by hand, small: a county agrees for most namesakes too. Two
 * conflicts are set by hand as well, since the fit hardly sees them: blocking drops births more than
 * 12 years (plus approximations) apart, and the corpus has few gender slips; a birth 30 years off
 * (-8) or the other sex (-6) must outweigh agreeing names.
 */
export const WEIGHTS: Record<string, number> = {
  bias: -7.57,
  'given.exact': 3.69,
  'given.close': 0.13,
  'given.familiar': 0.55,
  'given.swapped': 1.17,
  'given.initials': 0,
  'given.conflict': -5.54,
  'surname.exact': 1.65,
  'surname.key': -2.08,
  'surname.conflict': -1.7,
  'birth.exact': 2.29,
  'birth.within': 4.08,
  'birth.near': -1.99,
  'birth.far': -2.25,
  'birth.conflict': -8,
  'death.agree': 1.51,
  'death.conflict': -2.85,
  'gender.agree': 2.13,
  'gender.conflict': -6,
  'place.agree': 0.5,
  'place.conflict': -1,
  'parent.agree': 1.69,
  'parent.conflict': -3.89,
  'spouse.agree': 3.43,
  'spouse.conflict': -2.56,
  'child.agree': 1.82,
  'child.conflict': 0,
  'sibling.agree': 0.79,
  'sibling.conflict': 0,
};

/** The probability from which a comparison becomes a hint. */
export const HINT_THRESHOLD = 0.8;
