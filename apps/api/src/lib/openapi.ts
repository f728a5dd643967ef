import { z } from 'zod';

/**
 * The OpenAPI document as a generated client needs it (contract, General rules): the real content
 * type of every answer, an operationId on every operation, a `servers` entry. Routes declare what
 * only they know (a file's content type, with fileAnswer); the rest is finished once for the whole
 * document here, so a route added later gets its operationId without anyone remembering to.
 */

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CALENDAR_TYPE = 'text/calendar';
export const PDF_TYPE = 'application/pdf';
export const XML_TYPE = 'application/xml';
export const JSON_TYPE = 'application/json';

/**
 * A 2xx answer that is a file, not JSON, declared under its real content types (fastify-type-provider-zod
 * turns `content` into the document's media types as they are). Text formats are strings; binary ones
 * are `format: binary`, which generators read as a Blob or bytes rather than something to JSON.parse.
 * Fastify sends a string or a stream with the content type the handler sets and never serializes it,
 * so this schema only describes.
 */
export function fileAnswer(description: string, types: readonly string[]) {
  const content: Record<string, { schema: z.ZodType }> = {};
  for (const type of types) {
    const binary = !type.startsWith('text/') && type !== XML_TYPE && type !== JSON_TYPE;
    content[type] = { schema: binary ? z.string().meta({ format: 'binary' }) : z.string() };
  }
  return { description, content };
}

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The document with every operation named and 204s without a body (a 204 has none; declared as JSON
 * `null` it tells a client to parse an empty answer). Throws on two operations with one name: a
 * generated client can't have both, and the OpenAPI test catches it before anyone ships it.
 */
export function finishDocument<D extends object>(document: D): D {
  // The finished document's own types (@fastify/swagger's) differ per OpenAPI version; only these fields are read.
  const doc = document as Document;
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      operation.operationId ??= operationIdFor(method, path, isList(doc, operation));
      const where = `${method.toUpperCase()} ${path}`;
      const clash = seen.get(operation.operationId);
      if (clash) throw new Error(`OpenAPI: ${where} and ${clash} are both named ${operation.operationId}; give one an operationId`);
      seen.set(operation.operationId, where);
      if (operation.responses?.['204']) delete operation.responses['204'].content;
    }
  }
  return document;
}

const ACTIONS: Record<string, string> = { post: 'create', put: 'update', patch: 'partial_update', delete: 'destroy' };

/**
 * The name drf-spectacular (Django REST framework's OpenAPI generator) gives such a route: the API keeps
 * a DRF server's shapes (`{count, results}`, `detail`), and its names read familiar to clients written
 * for one. The path's words without `api` and parameters, then list or
 * retrieve (GET of an array or a page, or of one thing), create, update, partial_update, destroy.
 * `GET /api/admin/presentations/{id}/` is admin_presentations_retrieve. Stable as long as the path is.
 */
export function operationIdFor(method: string, path: string, list: boolean): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !segment.startsWith('{'))
    .map((segment) => segment.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, ''));
  const action = method === 'get' ? (list ? 'list' : 'retrieve') : (ACTIONS[method] ?? method);
  return [...words, action].join('_');
}

/** Whether a GET answers many things: a JSON array, or a page of them (`{count, results}`). */
function isList(doc: Document, operation: Operation): boolean {
  const ok = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
  const schema = resolve(doc, ok?.content?.['application/json']?.schema);
  if (!schema) return false;
  const properties = schema.properties as Record<string, unknown> | undefined;
  return schema.type === 'array' || Boolean(properties?.results && properties.count);
}

function resolve(doc: Document, schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
}
