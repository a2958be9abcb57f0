/** Character error rate of an OCR reading against its truth: edit distance over the truth's length, spaces and line breaks ignored. */

export function editDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length]!;
}

export function characterErrorRate(reading: string, truth: string): number {
  const t = [...truth.replace(/\s+/gu, '')];
  const r = [...reading.replace(/\s+/gu, '')];
  return t.length ? editDistance(r, t) / t.length : r.length ? 1 : 0;
}
