/** Peer page: family-chart (SVG + d3) drawing a descendant tree of `n` persons, timed by the render bench. */
import * as f3 from 'family-chart';
import { familyChartData } from './familyData';

const cont = document.getElementById('FamilyChart')!;

/** Draws the tree and resolves after the browser has painted it; returns milliseconds and the card count. */
async function draw(n: number): Promise<{ ms: number; cards: number }> {
  const data = familyChartData(n);
  const t0 = performance.now();
  const chart = f3.createChart(cont, data).setTransitionTime(0).setCardXSpacing(200).setCardYSpacing(120);
  chart.setCardSvg().setCardDisplay([['first name', 'last name'], ['birthday']]);
  chart.updateTree({ initial: true, tree_position: 'fit', transition_time: 0 });
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return { ms: performance.now() - t0, cards: cont.querySelectorAll('.card_cont').length };
}

declare global {
  interface Window {
    __peer: { draw: typeof draw };
  }
}
window.__peer = { draw };
