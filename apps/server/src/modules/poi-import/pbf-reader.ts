import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream';
import { OSMTransform, type OSMOptions } from 'osm-pbf-parser-node';

export interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags?: Record<string, string>;
}
export interface OsmWay {
  type: 'way';
  id: number;
  refs: number[];
  tags?: Record<string, string>;
}
export interface OsmMember {
  type: 'node' | 'way' | 'relation';
  ref: number;
  role: string;
}
export interface OsmRelation {
  type: 'relation';
  id: number;
  members: OsmMember[];
  tags?: Record<string, string>;
}
export type OsmElement = OsmNode | OsmWay | OsmRelation;

/** The file is missing, unreadable or not an OSM PBF extract: said in words for the operator. */
export class OsmFileError extends Error {
  override name = 'OsmFileError';
}

/**
 * The parser throws from inside `_transform` on malformed input, which a pipe cannot catch (the
 * process would die with a stack trace): turned into a stream error here.
 */
class SafeOsmTransform extends OSMTransform {
  override _transform(chunk: Buffer, encoding: BufferEncoding, next: TransformCallback): void {
    try {
      super._transform(chunk, encoding, next);
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      super._flush(callback);
    } catch (error) {
      callback(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/**
 * Before the database is touched: the file exists and starts as a PBF extract does (a BlobHeader
 * whose type is "OSMHeader"), so a wrong path or a .osm XML / .bz2 file fails at once, clearly.
 */
export async function checkPbfFile(file: string): Promise<void> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new OsmFileError(
      code === 'ENOENT'
        ? `${file}: no such file`
        : `${file} cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new OsmFileError(`${file} is not a file`);
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const ok =
      bytesRead === head.length && head[4] === 0x0a && head[5] === 9 && head.toString('latin1', 6, 15) === 'OSMHeader';
    if (!ok) throw new OsmFileError(`${file} is not an OpenStreetMap .osm.pbf file (no OSMHeader block at its start)`);
  } finally {
    await handle.close();
  }
}

function isElement(item: object): item is OsmElement {
  const type = (item as { type?: unknown }).type;
  return type === 'node' || type === 'way' || type === 'relation';
}

/**
 * The elements of the file, in blocks of a few thousand, streamed: memory stays flat whatever the
 * file's size. `withTags` limits which tags are decoded (see osm-pbf-parser-node's OSMOptions).
 */
export async function* readOsmBlocks(file: string, withTags: OSMOptions['withTags']): AsyncGenerator<OsmElement[]> {
  // A few blocks ahead at most: the importer awaits its INSERTs while the parser waits.
  const parser = new SafeOsmTransform({ withTags, withInfo: false }, { readableHighWaterMark: 2 });
  // The file stream's errors (unreadable, removed meanwhile) reach the parser, hence the loop below.
  pipeline(createReadStream(file), parser, () => undefined);
  try {
    for await (const chunk of parser as AsyncIterable<object[]>) yield chunk.filter(isElement);
  } catch (error) {
    if (error instanceof OsmFileError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new OsmFileError(`${file} is not a valid .osm.pbf file or is truncated (${reason})`, { cause: error });
  }
}
