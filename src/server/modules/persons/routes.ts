import { Hono, type Context } from 'hono';
import { genderSchema } from '../../../protocol/draw';
import { firstNameTypes, surnameTypes } from '../../../protocol/person';
import {
  couplePatchSchema,
  coupleCreateSchema,
  factsBodySchema,
  fullNamesQuerySchema,
  importRelativesSchema,
  parenthoodCreateSchema,
  personCreateSchema,
  personPatchSchema,
} from '../../../protocol/trees';
import { requireUser } from '../../auth/middleware';
import type { Db } from '../../db/database';
import { acceptWithin, hintOfPerson } from '../hints/service';
import type { AppDeps, AppEnv } from '../../deps';
import { fromZodError, HttpError } from '../../http/errors';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { z } from 'zod';
import { createCouple, createParenthoods, fullNames, mySurnames, patchCouple } from './couples';
import { extraData } from './extraData';
import { createPerson, deletePerson, importRelatives, patchPerson, personAccess, readPerson, relativesOf, setFacts } from './service';

const idParams = z.object({ id: z.string() });

const GENDER_LABELS: Record<z.infer<typeof genderSchema>, string> = { f: 'Female', m: 'Male', none: 'Unknown' };

/** The spec reads person update errors from `person`: every failed PATCH carries its messages there too. */
async function withPersonErrors(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const person = err.fields ?? { non_field_errors: [err.message] };
    return c.json({ error: err.message, fields: err.fields, person }, err.status);
  }
}

export function personRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/options', (c) =>
      c.json({
        first_name_types: firstNameTypes.map((value) => ({ value, label: value.replace('_', ' ') })),
        surname_types: surnameTypes.map((value) => ({ value, label: value })),
        genders: genderSchema.options.map((value) => ({ value, label: GENDER_LABELS[value] })),
      }),
    )
    .get('/my-surnames', async (c) => c.json(await mySurnames(db, requireUser(c))))
    .get('/full-names', async (c) => {
      const { ids } = parseQuery(c, fullNamesQuerySchema);
      return c.json(await fullNames(db, c.get('user'), ids, deps.clock()));
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const input = await parseBody(c, personCreateSchema);
      return c.json(await createPerson(db, user, input, deps.clock()), 201);
    })
    .get('/:id', async (c) => {
      const { id } = parseParams(c, idParams);
      return c.json(await readPerson(db, id, c.get('user'), deps.clock()));
    })
    .patch('/:id', (c) =>
      withPersonErrors(c, async () => {
        const user = requireUser(c);
        const { id } = parseParams(c, idParams);
        const raw = await parseBody(c, z.unknown());
        const parsed = personPatchSchema.safeParse(raw);
        if (!parsed.success) throw fromZodError(parsed.error, 'body');
        return c.json(await patchPerson(db, user, id, parsed.data, deps.clock()));
      }),
    )
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParams);
      return c.json(await deletePerson(db, user, id, deps.clock()));
    })
    .post('/:id/facts', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParams);
      const { facts } = await parseBody(c, factsBodySchema);
      return c.json(await setFacts(db, user, id, facts, deps.clock()));
    })
    .post('/:id/import-relatives', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParams);
      const input = await parseBody(c, importRelativesSchema);
      const now = deps.clock();
      // from_hint names the hint the relatives come from: it is accepted in the same transaction.
      const hint = typeof input.from_hint === 'string' ? await hintOfPerson(db, user, input.from_hint, input.main_person_id ?? id, deps.clock()) : null;
      const within = hint ? (trx: Db) => acceptWithin(trx, user, hint, { new_relatives: input.new_relatives }, now) : undefined;
      return c.json(await importRelatives(db, user, id, input, now, within), 201);
    })
    .get('/:id/relatives', async (c) => {
      const { id } = parseParams(c, idParams);
      const { row, access } = await personAccess(db, id, c.get('user'));
      return c.json(await relativesOf(db, row, access, deps.clock()));
    })
    .get('/:id/extra-data', async (c) => {
      const { id } = parseParams(c, idParams);
      return c.json(await extraData(db, id, c.get('user'), (treeId, home, personId) => deps.pool.run('kinship.relation', { treeId, home, personId }, { affinity: treeId })));
    });
}

export function coupleRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .post('/', async (c) => {
      const user = requireUser(c);
      const input = await parseBody(c, coupleCreateSchema);
      return c.json(await createCouple(db, user, input, deps.clock()), 201);
    })
    .patch('/:id', async (c) => {
      const user = requireUser(c);
      const { id } = parseParams(c, idParams);
      const input = await parseBody(c, couplePatchSchema);
      return c.json(await patchCouple(db, user, id, input));
    });
}

export function parenthoodRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).post('/', async (c) => {
    const user = requireUser(c);
    const input = await parseBody(c, parenthoodCreateSchema);
    return c.json(await createParenthoods(db, user, input, deps.clock()), 201);
  });
}
