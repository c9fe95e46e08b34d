import { seedPois, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { locationEvalEnv } from './eval-env.js';
import { startFakeOpenMeteo, type FakeOpenMeteo } from './fake-open-meteo.js';
import { LocationTruth } from './truth.js';

/** The app the location evaluation's tests ask: seeded POIs on PGlite, weather from the fake Open-Meteo. */
export interface EvalApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  weather: FakeOpenMeteo;
  truth: LocationTruth;
  close(): Promise<void>;
}

export async function startEvalApp(): Promise<EvalApp> {
  const weather = await startFakeOpenMeteo();
  const database = await openTestDatabase('pglite');
  await seedPois(database.db);
  const app = await buildTestApp(database, undefined, locationEvalEnv(weather.origin));
  const truth = await LocationTruth.load(database.db);
  return {
    app,
    database,
    weather,
    truth,
    async close() {
      await app.close();
      await database.close();
      await weather.close();
    },
  };
}
