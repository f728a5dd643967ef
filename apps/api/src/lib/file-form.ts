import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerBrokenForms } from './multipart-errors';

/**
 * A scope whose route takes a form of fields and at most one file (the profile's avatar, the speaker
 * profile's photo), as multipart form data; JSON and form-encoded bodies still come through the app's
 * own parsers with the same schema, without the file. Register it first in the route's own scope so
 * that multipart bodies reach that route only.
 */
export interface FileForm {
  /** The file's field; a file under any other name is read away unseen so the parser moves on. */
  field: string;
  maxBytes: number;
  /** The error for a file over maxBytes (a 413 in the contract's shape). */
  tooLarge: () => Error;
  /** Longer text values are cut to this many bytes: make it longer than any field allows, so a cut value is still refused. */
  fieldSize: number;
  /** How many files, fields and parts a form may have (413 beyond): room for a profile's fields by default. */
  counts?: { files: number; fields: number; parts: number };
}

export async function acceptFileForm(app: FastifyInstance, form: FileForm): Promise<void> {
  await app.register(multipart, {
    // Fields (and the file, as a Buffer) land on the body, validated by the route's schema.
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: form.maxBytes, fieldSize: form.fieldSize, ...(form.counts ?? { files: 2, fields: 20, parts: 30 }), headerPairs: 100 },
    async onFile(part) {
      if (part.fieldname !== form.field) {
        part.file.resume();
        await finished(part.file);
        return;
      }
      try {
        await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw form.tooLarge();
        throw err;
      }
    },
  });
  answerBrokenForms(app);
}

/**
 * The file's place in the body schema. A file part arrives as a Buffer. Text in its place (a client
 * echoing the current URL in a text part, a form field or JSON, or JSON's null) passes and is ignored
 * (fileOf): an image only comes as a file.
 */
export const imageFileField = (notAFile: string, maxBytes: number) =>
  z
    .custom<Buffer | string | null>((v) => Buffer.isBuffer(v) || typeof v === 'string' || v === null, notAFile)
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: `JPEG, PNG or WebP, at most ${maxBytes / (1024 * 1024)} MB; multipart only (text or null is ignored)`,
    });

/** The uploaded file, or undefined where there was none or only text in its place. */
export const fileOf = (value: unknown): Buffer | undefined => (Buffer.isBuffer(value) ? value : undefined);
