/** The product's rule for Chinese text: at least 1% of the characters are CJK ideographs. */
export const CHINESE_THRESHOLD_PERCENT = 1;

function isIdeograph(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x20000 && c <= 0x3134f) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0x2f800 && c <= 0x2fa1f) ||
    c === 0x3007
  );
}

/** True when at least `thresholdPercent` of the characters of `text` are CJK ideographs. */
export function isChinese(text: string, thresholdPercent = CHINESE_THRESHOLD_PERCENT): boolean {
  // Counts code points as `for...of` would (a surrogate pair is one character, a lone surrogate one),
  // with an indexed loop: this runs for every name and date of an import.
  let total = 0;
  let cjk = 0;
  const n = text.length;
  for (let k = 0; k < n; k++) {
    let c = text.charCodeAt(k);
    if (c >= 0xd800 && c <= 0xdbff && k + 1 < n) {
      const d = text.charCodeAt(k + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
        k++;
      }
    }
    total++;
    if (c >= 0x3007 && isIdeograph(c)) cjk++;
  }
  return total > 0 && cjk * 100 >= total * thresholdPercent && cjk > 0;
}
