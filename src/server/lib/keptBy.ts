/**
 * A one-argument function whose answers are kept by their text, up to `most` of them (all are dropped
 * when that many are kept): for names and their parts, of which a corpus has few and repeats them often.
 */
export function keptBy<T>(read: (text: string) => T, most = 100_000): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let found = kept.get(text);
    if (found === undefined) {
      if (kept.size >= most) kept.clear();
      kept.set(text, (found = read(text)));
    }
    return found;
  };
}
