/**
 * Defaults for the side effects a machine declares in `setup()`. Pages fill them with
 * `machine.provide(...)`; until they do, using one fails loudly with its name instead of silently
 * doing nothing (a forgotten `applyDrawToEngine` would otherwise leave a blank canvas).
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';

export class MissingImplementationError extends Error {
  constructor(machine: string, name: string) {
    super(`${machine}: '${name}' must be provided with machine.provide()`);
    this.name = 'MissingImplementationError';
  }
}

/** A promise actor that rejects until the page provides the real one. */
export function requiredActor<TOutput, TInput>(machine: string, name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new MissingImplementationError(machine, name);
  });
}

/** An action that throws until the page provides the real one. */
export function requiredAction<TParams>(machine: string, name: string): (_args: unknown, params: TParams) => void {
  return () => {
    throw new MissingImplementationError(machine, name);
  };
}
