import {
  CONTENT_FORMAT,
  contentDocumentSchema,
  type AdminPlaceResponse,
  type CategorySource,
  type ContentDocument,
  type InsightSource,
  type PlaceSource,
  type QuizSource,
  type User,
} from '@swiss/contract';
import { checkPlaces } from '@swiss/content';
import { eq, tables, type Database } from '@swiss/db';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit, type Restorer } from '../../platform/audit/index.js';
import {
  deleteInsight,
  deletePlace,
  deleteQuiz,
  missingPlaceIds,
  otherPlaceIdentities,
  readCategories,
  readInsights,
  readPlace,
  readPlaces,
  readQuiz,
  recountCategories,
  withLocalizedRegion,
  withLocalizedRegions,
  writeCategory,
  writeInsight,
  writePlace,
  writePlaces,
  writeQuiz,
} from './content.records.js';

/*
 * Every content change runs in one transaction with its audit entry: either both are stored or
 * neither. Checks that zod cannot make (a path id that differs from the body, a reference to a
 * missing place, the dataset's own rules for places) are answered with 400 naming the field,
 * before anything is written.
 */

export const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', `${field}: ${message}`, [{ field, message }]);

const notFound = (what: string, id: string) => new HttpError(404, 'NOT_FOUND', `No ${what} with the id "${id}"`);

function sameId(pathId: string, bodyId: string, field = 'id') {
  if (pathId !== bodyId) throw invalid(field, `must be "${pathId}", the id in the address`);
}

export async function requirePlaces(db: Database, ids: (string | null)[], field: (index: number) => string) {
  const missing = new Set(
    await missingPlaceIds(
      db,
      ids.filter((id): id is string => id !== null),
    ),
  );
  const index = ids.findIndex((id) => id !== null && missing.has(id));
  if (index >= 0) throw invalid(field(index), `no place with the id "${ids[index]}"`);
}

/** Names a place's field in the request: the body itself, or one record of an import ("places.3."). */
type FieldOf = (index: number, field: string) => string;
const bodyField: FieldOf = (_index, field) => field;

/**
 * The rules packages/content holds every place to beyond its schema (the seed check runs the same
 * checkPlaces): a point inside Switzerland and its canton, past/present markers, Swiss spelling,
 * unique id and title. The places are checked against every other place in the catalog, as they
 * will stand once written. The category counts are left out: they describe the curated dataset,
 * and admins may add places.
 */
async function requirePlaceRules(tx: Database, places: PlaceSource[], fieldOf: FieldOf = bodyField) {
  const others = await otherPlaceIdentities(
    tx,
    places.map((p) => p.id),
  );
  const details = checkPlaces(places, others).map((p) => ({ field: fieldOf(p.index, p.field), message: p.message }));
  const [first] = details;
  if (first) throw new HttpError(400, 'VALIDATION_ERROR', `${first.field}: ${first.message}`, details);
}

/** A place as the admin API answers with it: the stored record and whether an admin changed it. */
export async function adminPlaceResponse(db: Database, id: string): Promise<AdminPlaceResponse> {
  const place = await readPlace(db, id);
  if (!place) throw notFound('place', id);
  const [row] = await db
    .select({ edited: tables.places.adminEdited })
    .from(tables.places)
    .where(eq(tables.places.id, id));
  return { status: 'success', place, admin_edited: row?.edited ?? false };
}

/*
 * A create or an update answers with the place as read inside its transaction: once it commits,
 * nothing is left to read that could fail and report a saved change as failed.
 */

export async function createPlace(db: Database, user: User | null, place: PlaceSource) {
  return db.transaction(async (tx) => {
    if (await readPlace(tx, place.id)) throw invalid('id', `a place with the id "${place.id}" already exists`);
    await requirePlaceRules(tx, [place]);
    await writePlace(tx, place);
    await recountCategories(tx);
    await recordAudit(tx, user, { kind: 'place', id: place.id, action: 'create', before: null, after: place });
    return adminPlaceResponse(tx, place.id);
  });
}

export async function updatePlace(db: Database, user: User | null, id: string, place: PlaceSource) {
  sameId(id, place.id);
  return db.transaction(async (tx) => {
    const before = await readPlace(tx, id);
    if (!before) throw notFound('place', id);
    await requirePlaceRules(tx, [place]);
    await writePlace(tx, place);
    if (before.category_key !== place.category_key) await recountCategories(tx);
    await recordAudit(tx, user, { kind: 'place', id, action: 'update', before, after: place });
    return adminPlaceResponse(tx, id);
  });
}

export async function updateCategory(db: Database, user: User | null, key: string, category: CategorySource) {
  sameId(key, category.key, 'key');
  return db.transaction(async (tx) => {
    const [before] = await readCategories(tx, [key]);
    if (!before) throw notFound('category', key);
    await writeCategory(tx, category);
    return recordAudit(tx, user, { kind: 'category', id: key, action: 'update', before, after: category });
  });
}

export async function updateQuiz(db: Database, user: User | null, id: string, question: QuizSource) {
  sameId(id, question.id);
  return db.transaction(async (tx) => {
    const [before] = await readQuiz(tx, [id]);
    if (!before) throw notFound('quiz question', id);
    await requirePlaces(tx, [question.place_id], () => 'place_id');
    await writeQuiz(tx, question);
    return recordAudit(tx, user, { kind: 'quiz', id, action: 'update', before, after: question });
  });
}

export async function updateInsight(db: Database, user: User | null, id: string, insight: InsightSource) {
  sameId(id, insight.id);
  return db.transaction(async (tx) => {
    const [before] = await readInsights(tx, [id]);
    if (!before) throw notFound('insight', id);
    await requirePlaces(tx, [insight.place_id], () => 'place_id');
    await writeInsight(tx, insight);
    return recordAudit(tx, user, { kind: 'insight', id, action: 'update', before, after: insight });
  });
}

export async function exportContent(db: Database): Promise<ContentDocument> {
  return {
    format: CONTENT_FORMAT,
    version: 1,
    exported_at: new Date().toISOString(),
    places: await readPlaces(db),
    categories: await readCategories(db),
    quiz: await readQuiz(db),
    insights: await readInsights(db),
  };
}

function rejectDuplicates(list: { id?: string; key?: string }[], name: string) {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const id = item.id ?? item.key ?? '';
    if (seen.has(id)) throw invalid(`${name}.${index}.${item.id ? 'id' : 'key'}`, `"${id}" appears twice`);
    seen.add(id);
  });
}

/** Writes a document: what it holds is created or replaced; content it does not name stays. */
async function writeDocument(tx: Database, doc: ContentDocument) {
  await writePlaces(tx, doc.places);
  for (const category of doc.categories) await writeCategory(tx, category);
  for (const question of doc.quiz) await writeQuiz(tx, question);
  for (const insight of doc.insights) await writeInsight(tx, insight);
  await recountCategories(tx);
}

/** The prior state of exactly what a document is about to overwrite (new records are absent). */
async function priorState(tx: Database, doc: ContentDocument): Promise<ContentDocument> {
  return {
    format: CONTENT_FORMAT,
    version: 1,
    places: await readPlaces(
      tx,
      doc.places.map((p) => p.id),
    ),
    categories: await readCategories(
      tx,
      doc.categories.map((c) => c.key),
    ),
    quiz: await readQuiz(
      tx,
      doc.quiz.map((q) => q.id),
    ),
    insights: await readInsights(
      tx,
      doc.insights.map((i) => i.id),
    ),
  };
}

/** Imports a whole document in one transaction, audited as one entry; on any problem nothing changes. */
export async function importContent(db: Database, user: User | null, doc: ContentDocument) {
  rejectDuplicates(doc.places, 'places');
  rejectDuplicates(doc.categories, 'categories');
  rejectDuplicates(doc.quiz, 'quiz');
  rejectDuplicates(doc.insights, 'insights');
  return db.transaction(async (tx) => {
    // References may point at places in the file or already in the catalog.
    const inFile = new Set(doc.places.map((p) => p.id));
    const outside = (id: string | null) => (id === null || inFile.has(id) ? null : id);
    await requirePlaces(
      tx,
      doc.quiz.map((q) => outside(q.place_id)),
      (i) => `quiz.${i}.place_id`,
    );
    await requirePlaces(tx, doc.insights.map((i) => outside(i.place_id)), (i) => `insights.${i}.place_id`); // prettier-ignore
    await requirePlaceRules(tx, doc.places, (i, field) => `places.${i}.${field}`);
    const before = await priorState(tx, doc);
    await writeDocument(tx, doc);
    const after = { ...doc, exported_at: undefined };
    return recordAudit(tx, user, { kind: 'content', id: 'import', action: 'import', before, after });
  });
}

/*
 * How the audit log's revert puts content records back (registered on app.audit by content.routes):
 * `before` null means the record did not exist, so it is removed. A revert is held to the rules like
 * any other write: the rest of the catalog may have moved on since (a title now taken), or the entry
 * may predate a rule.
 */

const placeRestorer: Restorer = {
  current: async (tx, { entityId }) => (await readPlace(tx, entityId)) ?? null,
  restore: async (tx, { entityId, before }) => {
    if (before === null) await deletePlace(tx, entityId);
    else {
      const place = withLocalizedRegion(before as PlaceSource);
      await requirePlaceRules(tx, [place]);
      await writePlace(tx, place);
    }
    await recountCategories(tx);
  },
};

const categoryRestorer: Restorer = {
  current: async (tx, { entityId }) => (await readCategories(tx, [entityId]))[0] ?? null,
  restore: async (tx, { before }) => {
    if (before !== null) await writeCategory(tx, before as CategorySource);
  },
};

const quizRestorer: Restorer = {
  current: async (tx, { entityId }) => (await readQuiz(tx, [entityId]))[0] ?? null,
  restore: async (tx, { entityId, before }) => {
    if (before === null) await deleteQuiz(tx, entityId);
    else await writeQuiz(tx, before as QuizSource);
  },
};

const insightRestorer: Restorer = {
  current: async (tx, { entityId }) => (await readInsights(tx, [entityId]))[0] ?? null,
  restore: async (tx, { entityId, before }) => {
    if (before === null) await deleteInsight(tx, entityId);
    else await writeInsight(tx, before as InsightSource);
  },
};

/** An import: its entry holds the whole document (after) and exactly what it overwrote (before). */
const importRestorer: Restorer = {
  // What the revert replaces is the import itself.
  current: async (_tx, { after }) => after,
  restore: async (tx, { before, after }) => {
    const prior = contentDocumentSchema.parse(withLocalizedRegions(before));
    const imported = contentDocumentSchema.parse(withLocalizedRegions(after));
    // What the import created did not exist before it: remove it again.
    const had = (list: { id: string }[]) => new Set(list.map((r) => r.id));
    const [places, quiz, insights] = [had(prior.places), had(prior.quiz), had(prior.insights)];
    for (const i of imported.insights) if (!insights.has(i.id)) await deleteInsight(tx, i.id);
    for (const q of imported.quiz) if (!quiz.has(q.id)) await deleteQuiz(tx, q.id);
    for (const p of imported.places) if (!places.has(p.id)) await deletePlace(tx, p.id);
    // Checked once the import's own places are gone, so they cannot count as duplicates.
    await requirePlaceRules(tx, prior.places, (i, field) => `places.${i}.${field}`);
    await writeDocument(tx, prior);
  },
};

/** The content module's restorers by audited kind. */
export const contentRestorers = {
  place: placeRestorer,
  category: categoryRestorer,
  quiz: quizRestorer,
  insight: insightRestorer,
  content: importRestorer,
} as const;
