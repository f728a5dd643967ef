import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/errors';
import { commonTexts } from '../lib/texts';

/**
 * How request bodies are read, app-wide (docs/api.md, "General rules"), as clients of the original
 * (Django REST) API send them:
 *  - JSON, as usual; an empty JSON body is "no body";
 *  - `application/x-www-form-urlencoded` wherever JSON is accepted: a repeated key is a list
 *    (`accessories=1&accessories=2`), and fields are brought to the types the route's schema asks for
 *    (formFieldsFor below), since form values are all text;
 *  - any other declared type: an empty body is "no body" (axios sends an empty POST form-encoded or
 *    as text), anything else is 415.
 * "No body" is what a route that takes none expects; a route that takes one refuses it as missing (400).
 * A scope may still install its own parser for a type (multipart for the profile update, the sandbox).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    json(request, text, done);
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    formBodies.add(request);
    done(null, parseForm(text));
  });

  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if ((body as Buffer).length === 0) return done(null, undefined);
    done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', commonTexts.unsupportedBody), undefined);
  });

  // A callback hook: it runs on every request, and only a form body has anything to wait for (nothing).
  app.addHook('preValidation', (request, _reply, done) => {
    if (formBodies.has(request)) {
      const schema = request.routeOptions.schema?.body as z.ZodType | undefined;
      if (schema && request.body) request.body = formFieldsFor(schema, request.body as FormFields);
    }
    done();
  });
}

/** Requests whose body came form-encoded (so the preValidation hook brings its fields to their types). */
const formBodies = new WeakSet<FastifyRequest>();

type FormFields = Record<string, string | string[]>;

/**
 * Form fields as an object with no prototype (a `__proto__` field is just a field); a key sent more
 * than once is a list, in order. Malformed percent-escapes are read as they are (URLSearchParams).
 */
export function parseForm(text: string): FormFields {
  const fields = Object.create(null) as FormFields;
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional / nullable / default / pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = defOf(current);
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) break;
    current = inner;
  }
  return current;
}

/** One form value as the schema's type would have it in JSON; anything unclear is left as text. */
function fieldValue(schema: z.ZodType, value: string | string[]): unknown {
  const target = unwrap(schema);
  const def = defOf(target);
  if (def.type === 'array' && def.element) {
    return (Array.isArray(value) ? value : [value]).map((v) => fieldValue(def.element!, v));
  }
  // A field sent twice where one is expected: the last one counts (as Django's QueryDict does).
  const one = Array.isArray(value) ? value[value.length - 1]! : value;
  if (def.type === 'number' && /^-?\d+(\.\d+)?$/.test(one)) return Number(one);
  if (def.type === 'boolean' && /^(true|false)$/i.test(one)) return one.toLowerCase() === 'true';
  if (def.type === 'null' && one === '') return null;
  return one;
}

/** Form fields brought to the types an object schema asks for; fields it does not name are left as they are. */
export function formFieldsFor(schema: z.ZodType, fields: FormFields): Record<string, unknown> {
  const def = defOf(unwrap(schema));
  if (def.type !== 'object' || !def.shape) return fields;
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const field = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
    out[key] = field ? fieldValue(field, fields[key]!) : fields[key];
  }
  return out;
}
