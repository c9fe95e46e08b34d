import * as z from 'zod/mini';
import { placePhotoSchema } from './photos.js';

/** What an admin decided about a photo found on Wikimedia Commons. */
export const PHOTO_CANDIDATE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type PhotoCandidateStatus = (typeof PHOTO_CANDIDATE_STATUSES)[number];

/**
 * A freely licensed photo `npm run photos:import` found on Wikimedia Commons for a place, with the
 * author, licence and attribution Commons gives for it.
 */
export const photoCandidateSchema = z.object({
  id: z.int().check(z.positive()),
  place_id: z.string(),
  /** The Commons file title, e.g. "File:Matterhorn from Zermatt.jpg". */
  title: z.string(),
  /** The file page on Commons. */
  page_url: z.string(),
  image_url: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  author: z.string(),
  /** Short licence name, e.g. "CC BY-SA 4.0". */
  licence: z.string(),
  licence_url: z.nullable(z.string()),
  attribution: z.nullable(z.string()),
  /** Found near the place's coordinates, or as its Wikidata item's image. */
  origin: z.enum(['geosearch', 'wikidata']),
  distance_m: z.nullable(z.int()),
  status: z.enum(PHOTO_CANDIDATE_STATUSES),
});
export type PhotoCandidate = z.infer<typeof photoCandidateSchema>;

/** The place a candidate would illustrate, as the review shows it side by side. */
export const photoCandidatePlaceSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  photo: z.nullable(placePhotoSchema),
  candidates: z.array(photoCandidateSchema),
});
export type PhotoCandidatePlace = z.infer<typeof photoCandidatePlaceSchema>;

export const photoCandidatesQuerySchema = z.object({
  status: z._default(z.enum(PHOTO_CANDIDATE_STATUSES), 'pending'),
});

/** GET /api/admin/photo-candidates: places with candidates of the asked status, in catalogue order. */
export const photoCandidatesResponseSchema = z.object({
  status: z.literal('success'),
  places: z.array(photoCandidatePlaceSchema),
});
export type PhotoCandidatesResponse = z.infer<typeof photoCandidatesResponseSchema>;

export const photoCandidateParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });

/** POST /api/admin/photo-candidates/:id/accept or /reject. */
export const photoCandidateDecisionResponseSchema = z.object({
  status: z.literal('success'),
  candidate: photoCandidateSchema,
  /** After an accept: the place's new photo. */
  photo: z.nullable(placePhotoSchema),
});
export type PhotoCandidateDecisionResponse = z.infer<typeof photoCandidateDecisionResponseSchema>;

/** POST /api/admin/photo-candidates/import: looks for candidates of one place now (what `npm run photos:import -- --place` does). */
export const photoCandidatesImportRequestSchema = z.object({
  place_id: z.string().check(z.regex(/^[a-z0-9-]{1,120}$/, 'place_id must be kebab-case')),
});
export type PhotoCandidatesImportRequest = z.infer<typeof photoCandidatesImportRequestSchema>;

export const photoCandidatesImportResponseSchema = z.object({
  status: z.literal('success'),
  place_id: z.string(),
  /** New candidates stored. */
  added: z.int().check(z.gte(0)),
  /** Files found but left out: not freely licensed, not a raster photo, too small or without an author. */
  skipped: z.int().check(z.gte(0)),
});
export type PhotoCandidatesImportResponse = z.infer<typeof photoCandidatesImportResponseSchema>;
