/**
 * Runs a generator of steps with a turn of the event loop between them, so a long piece of work (the
 * columns of a 100,000-person drawing, say) lets the thread's other requests and timers run as it goes.
 */
import { setImmediate as turn } from 'node:timers/promises';

/** The generator's result, after a turn of the event loop per step it yields. */
export async function inTurns<T>(steps: Generator<unknown, T>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await turn();
  }
}
