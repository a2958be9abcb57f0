/** The part of d3-flextree (no published types) that the layout benchmark uses. */
declare module 'd3-flextree' {
  import type { HierarchyNode } from 'd3-hierarchy';

  export interface FlexNode<T> extends HierarchyNode<T> {
    x: number;
    y: number;
  }

  export interface FlexTreeLayout<T> {
    (root: FlexNode<T>): FlexNode<T>;
    hierarchy(data: T, children?: (d: T) => T[] | undefined): FlexNode<T>;
  }

  export function flextree<T>(options: { nodeSize: (node: FlexNode<T>) => [number, number]; spacing?: number | ((a: FlexNode<T>, b: FlexNode<T>) => number) }): FlexTreeLayout<T>;
}
