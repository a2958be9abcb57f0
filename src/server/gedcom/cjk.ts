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
  let total = 0;
  let cjk = 0;
  for (const ch of text) {
    total++;
    if (isIdeograph(ch.codePointAt(0)!)) cjk++;
  }
  return total > 0 && cjk * 100 >= total * thresholdPercent && cjk > 0;
}
