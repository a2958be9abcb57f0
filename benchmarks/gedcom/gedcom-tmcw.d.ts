// The npm package `gedcom` (tmcw) ships no types; the benchmark needs only parse().
declare module 'gedcom' {
  export function parse(text: string): unknown;
}
