/**
 * Malformed requests for every operation of the API's OpenAPI document (used by src/fuzz-walk.test.ts).
 * Nothing here names a route: each operation's path parameters, query parameters, body schema and list
 * answer come from the document, so a new route is walked as soon as it is registered. The inputs are
 * fixed lists (no randomness), so a failure always comes back the same way.
 */

/** The part of JSON Schema that zod's OpenAPI output uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema | string;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzOperation {
  method: string;
  /** The OpenAPI path, e.g. /api/customers/{id}. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  /** A multipart upload: its file field, the size it takes at most and the file names' extensions. */
  upload?: { field: string; maxBytes: number; extensions: string[] };
  /** The 200 answer is a page of the list convention ({Meta, Items}): its item's fields. */
  listFields?: Record<string, JsonSchema>;
}

export interface FuzzRequest {
  /** What was sent, for the failure report. */
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** PUT/PATCH: send the record's current version as If-Match (unless the case sets its own). */
  ifMatch?: boolean;
  /** A bad file sent to an upload: the answer must be a 4xx whose message names this file. */
  refusesFile?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const name = current.$ref.split('/').pop() ?? '';
    current = doc.components?.schemas?.[name];
  }
  return current;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** Every operation of the document, mutating ones after reads and DELETEs last (they remove fixtures). */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, pathItem] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const queryParams = parameters
        .filter((parameter) => parameter.in === 'query' && typeof parameter.schema === 'object')
        // A z.record query (the list convention's free filters) shows up as `additionalProperties`.
        .filter((parameter) => parameter.name !== 'additionalProperties')
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema as JsonSchema }));
      const body = resolve(operation.requestBody?.content?.['application/json']?.schema, doc);
      const form = resolve(operation.requestBody?.content?.['multipart/form-data']?.schema, doc);
      const answer = resolve(operation.responses?.['200']?.content?.['application/json']?.schema, doc);
      const items = resolve(answer?.properties?.Items, doc);
      const item = resolve(items?.items, doc);
      const listFields =
        answer?.properties?.Meta && item?.properties ? flattenFields(item.properties, doc) : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name),
        queryParams,
        body,
        upload: form && uploadOf(form),
        listFields,
      });
    }
  }
  const rank = (operation: FuzzOperation) =>
    operation.method === 'DELETE'
      ? 3
      : operation.path.includes('/auth/')
        ? 2
        : operation.method === 'GET'
          ? 0
          : 1;
  return operations.sort((a, b) => rank(a) - rank(b));
}

/** An upload's file field as its document shows it (uploadBodyDocument): the one with x-max-bytes. */
function uploadOf(form: JsonSchema): FuzzOperation['upload'] {
  for (const [field, schema] of Object.entries(form.properties ?? {})) {
    const files = schema as JsonSchema & { 'x-max-bytes'?: number; 'x-extensions'?: string[] };
    if (files['x-max-bytes'] && files['x-extensions']?.length)
      return { field, maxBytes: files['x-max-bytes'], extensions: files['x-extensions'] };
  }
  return undefined;
}

/** Top-level fields and xp.* fields of a list item, as filter keys. */
function flattenFields(properties: Record<string, JsonSchema>, doc: OpenApiDocument) {
  const fields: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const resolved = resolve(schema, doc) ?? {};
    const nested = resolve(resolved.anyOf?.find((option) => option.properties) ?? resolved, doc);
    if (name === 'xp' && nested?.properties) {
      for (const [key, inner] of Object.entries(nested.properties)) fields[`xp.${key}`] = inner;
    } else {
      fields[name] = resolved;
    }
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------------------
// A plausible value for a schema: the baseline each malformed case changes one thing of.

function sampleString(schema: JsonSchema, name: string): string {
  let value = 'Fuzz1';
  if (/password/i.test(name)) value = 'Fuzz!Pass12';
  else if (/email/i.test(name) || schema.format === 'email') value = 'fuzz@example.com';
  else if (/phone/i.test(name)) value = '6125550100';
  else if (schema.format === 'date' || /^date$/i.test(name)) value = '2026-03-14';
  else if (schema.format === 'date-time' || /date|time|stamp/i.test(name)) value = '2026-03-14T12:00:00Z';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  if (value.length < min) value = value.padEnd(min, 'x');
  return value.slice(0, max);
}

export function sample(
  schemaIn: JsonSchema | undefined,
  doc: OpenApiDocument,
  name = '',
  depth = 0,
): unknown {
  const schema = resolve(schemaIn, doc);
  if (!schema || depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const chosen = options.find((option) => typeOf(resolve(option, doc) ?? {}) !== 'null') ?? options[0];
    return sample(chosen, doc, name, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, doc, name, depth + 1) as object));
  }
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return Math.min(
        Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1),
        schema.maximum ?? 1,
      );
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items, doc, name, depth + 1),
      );
    case 'object':
    default: {
      if (!schema.properties) return typeOf(schema) === 'object' ? {} : 'Fuzz1';
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, sample(value, doc, key, depth + 1)]),
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The malformed inputs.

const nested = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
};

/** Values put in place of one body field. */
export const JUNK_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '',
  '   ',
  'x'.repeat(300),
  'x'.repeat(5_000),
  'x'.repeat(150_000),
  '../../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '\u202e\ufeff🌹',
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  true,
  null,
  [],
  {},
  ['\u0000'],
  [null, 1, 'x', {}],
  Array.from({ length: 2_000 }, (_, index) => `x${index}`),
  nested(40, 'x', (inner) => [inner]),
  nested(40, 'x', (inner) => ({ a: inner })),
  { FuzzUnknown: '\u0000' },
];

/** JSON text that JSON.stringify cannot produce, put in place of one body field. */
const RAW_JUNK = [
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '"\\u0000"',
  '"\\ud800"',
  '"\\udc00x"',
];
const RAW_MARK = '"__fuzz_raw__"';

/** Whole bodies, as raw JSON text. */
const RAW_BODIES = [
  'null',
  '[]',
  '"text"',
  '123',
  '{}',
  '{',
  'not json',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
  '"\\u0000"',
];

/** A path parameter's malformed values, already written as they appear in the URL. */
const PATH_JUNK = [
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%E0%A4%A',
  '%',
  'x'.repeat(99),
  'x'.repeat(300),
  '%20',
  '-1',
  '0',
  '1e309',
  '99999999999',
  '99999999999999999999',
  'null',
  '%F0%9F%8C%B9',
  '%3Cscript%3E',
];

/** A query parameter's malformed values, already encoded. */
const QUERY_JUNK = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  'x'.repeat(300),
  'x'.repeat(5_000),
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999',
  '99999999999999999999',
  'abc',
  'true',
  '!',
  '*',
  '|',
  '%5C',
];

/** Values of the list convention's own parameters. */
const LIST_JUNK = [
  'search=%00',
  'search=' + 'x'.repeat(3_000),
  'search=%25%5F%5C',
  'searchOn=Nope',
  'searchOn=%00',
  'sortBy=Nope',
  'sortBy=!',
  'sortBy=,,',
  'sortBy=' + 'x'.repeat(300),
  'page=-1',
  'page=0',
  'page=abc',
  'page=1e309',
  'page=99999999999',
  'page=1&page=2',
  'pageSize=0',
  'pageSize=1000000',
  'pageSize=1.5',
  'pageSize=-5',
  'FuzzUnknown=1',
  'xp.Nope=1',
  '__proto__=1',
  'constructor=1',
  'Name=!',
  'Active=maybe',
  'DateCreated=%3Cabc',
  'DateCreated=2026-02-30',
];

/** Filter values by the field's type, for every field a list answers with. */
function filterJunk(schema: JsonSchema): string[] {
  const common = [
    '!',
    '|',
    '%5C',
    '%00',
    '!*',
    'x'.repeat(300),
    '%3C',
    '%3E%3D',
    'a|b|' + 'c|'.repeat(200) + 'd',
  ];
  switch (typeOf(schema)) {
    case 'boolean':
      return [...common, 'maybe', '%3Ctrue', 'tr*', '!maybe'];
    case 'integer':
    case 'number':
      return [...common, 'abc', '%3Cabc', '1e999', '99999999999999999999', '%3E%3D-1e308', '1*'];
    default:
      return [
        ...common,
        '%3Cabc',
        '%3E2026-02-30',
        '%3C%3D2026-13-01T00:00',
        '2026-03-14T25:61',
        '%3C2026-03-14T12:00:00%2B99:99',
        '*%00*',
      ];
  }
}

const IF_MATCH_JUNK = [
  'abc',
  '"-1"',
  '"1e309"',
  '"99999999999999999999"',
  'W/"x"',
  '*',
  '""',
  '"1", "2"',
  '"0"',
];

/** The same path with values put in: known IDs where the caller has them, else 'fuzz'. */
export function fill(path: string, values: (param: string) => string, override?: [string, string]): string {
  return path.replace(/\{([^}]+)\}/g, (_, param: string) =>
    override && override[0] === param ? override[1] : encodeURIComponent(values(param)),
  );
}

/** A JSON body with one field replaced (path of keys/indices into the sample). */
function replaced(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(body)) {
    const copy = [...body];
    copy[head as number] = replaced(copy[head as number], rest, value);
    return copy;
  }
  const record = (body ?? {}) as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, value) };
}

/** Paths to every value of a sample body (objects, arrays and leaves), the root excluded. */
function fieldPaths(body: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(body)) {
    return body.flatMap((item, index) => [[...prefix, index], ...fieldPaths(item, [...prefix, index])]);
  }
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([key, value]) => [
      [...prefix, key],
      ...fieldPaths(value, [...prefix, key]),
    ]);
  }
  return [];
}

const json = { 'content-type': 'application/json' };

function multipart(
  fileName: string,
  options: { truncate?: boolean; boundary?: string; field?: string; content?: Buffer } = {},
) {
  const boundary = options.boundary ?? 'fuzzboundary';
  const head = Buffer.concat([
    Buffer.from(
      `--fuzzboundary\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
      'utf8',
    ),
    options.content ?? Buffer.from('PK\u0003\u0004junk'),
  ]);
  const payload = options.truncate ? head : Buffer.concat([head, Buffer.from('\r\n--fuzzboundary--\r\n')]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

/** The first bytes of a file of each kind an upload takes, by the extension of its name. */
const SIGNATURES: Record<string, Buffer> = {
  '.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  '.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  '.jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  '.gif': Buffer.from('GIF89a'),
  '.webp': Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
  '.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'),
  '.xlsx': Buffer.from('PK\u0003\u0004'),
  '.csv': Buffer.from('Key,Value\n'),
};
/** What the upload's kind is not: a PDF under any name is mislabelled. */
const PDF = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');

/**
 * Bad files for an upload, for each kind of file it takes, each named by its kind and the problem: empty,
 * damaged (the kind's first bytes, then junk), mislabelled (a PDF under the upload's extension) and, for the
 * first kind, one byte over the limit. Each must be refused with a 4xx whose message names the file.
 */
function badFiles(upload: NonNullable<FuzzOperation['upload']>) {
  // The size is checked alike whatever the kind: one oversized file an upload is enough.
  return upload.extensions.flatMap((extension, index) =>
    badFilesOf(extension, upload.maxBytes).filter((file) => index === 0 || file.problem !== 'oversized'),
  );
}

function badFilesOf(extension: string, maxBytes: number) {
  const signature = SIGNATURES[extension] ?? Buffer.alloc(0);
  const junk = Buffer.from(Array.from({ length: 2000 }, (_, index) => (index * 151 + 7) % 256));
  return [
    { problem: 'empty', content: Buffer.alloc(0) },
    { problem: 'damaged', content: Buffer.concat([signature, junk]) },
    { problem: 'mislabelled', content: PDF },
    {
      problem: 'oversized',
      content: Buffer.concat([signature, Buffer.alloc(maxBytes + 1 - signature.length, 0x41)]),
    },
  ].map(({ problem, content }) => ({ fileName: `fuzz-${problem}${extension}`, problem, content }));
}

/** Every malformed request of one operation. */
export function requestsFor(
  operation: FuzzOperation,
  doc: OpenApiDocument,
  known: (param: string, path: string) => string,
): FuzzRequest[] {
  const { method, path } = operation;
  const values = (param: string) => known(param, path);
  const url = fill(path, values);
  const mutating = method !== 'GET' && method !== 'DELETE';
  const ifMatch = method === 'PUT' || method === 'PATCH';
  const base = operation.body ? sample(operation.body, doc) : undefined;
  const baseQuery = operation.queryParams
    .map(({ name, schema }) => `${name}=${encodeURIComponent(String(sample(schema, doc, name)))}`)
    .join('&');
  const withQuery = (target: string, query: string) => (query ? `${target}?${query}` : target);
  const requests: FuzzRequest[] = [];
  const add = (label: string, request: Omit<FuzzRequest, 'label' | 'method'>) =>
    requests.push({ label, method, ifMatch, ...request });
  const bodyRequest = (text: string) => ({
    url: withQuery(url, baseQuery),
    headers: json,
    payload: text,
  });

  add(
    'baseline',
    base === undefined ? { url: withQuery(url, baseQuery) } : bodyRequest(JSON.stringify(base)),
  );

  for (const param of operation.pathParams) {
    for (const junk of PATH_JUNK) {
      const target = fill(path, values, [param, junk]);
      add(
        `path ${param}=${junk.slice(0, 40)}`,
        base === undefined ? { url: target } : { ...bodyRequest(JSON.stringify(base)), url: target },
      );
    }
  }

  for (const { name } of operation.queryParams) {
    for (const junk of QUERY_JUNK)
      add(`query ${name}=${junk.slice(0, 40)}`, { url: `${url}?${name}=${junk}` });
    add(`query ${name} repeated`, { url: `${url}?${name}=1&${name}=2` });
  }
  if (operation.listFields) {
    for (const junk of LIST_JUNK) add(`list ${junk.slice(0, 40)}`, { url: `${url}?${junk}` });
    for (const [field, schema] of Object.entries(operation.listFields)) {
      for (const junk of filterJunk(schema)) {
        add(`filter ${field}=${junk.slice(0, 40)}`, {
          url: withQuery(url, `${encodeURIComponent(field)}=${junk}`),
        });
      }
    }
  }

  if (ifMatch) {
    for (const junk of IF_MATCH_JUNK) {
      add(`If-Match ${junk}`, {
        ...bodyRequest(JSON.stringify(base ?? {})),
        headers: { ...json, 'if-match': junk },
      });
    }
  }

  if (mutating) {
    if (base !== undefined) {
      for (const fieldPath of fieldPaths(base)) {
        const name = fieldPath.join('.');
        for (const junk of JUNK_VALUES) {
          const shown =
            typeof junk === 'string' ? JSON.stringify(junk.slice(0, 20)) : JSON.stringify(junk)?.slice(0, 40);
          add(`body ${name}=${shown}`, bodyRequest(JSON.stringify(replaced(base, fieldPath, junk))));
        }
        for (const raw of RAW_JUNK) {
          const text = JSON.stringify(replaced(base, fieldPath, '__fuzz_raw__')).replace(RAW_MARK, raw);
          add(`body ${name}=${raw}`, bodyRequest(text));
        }
      }
      if (base && typeof base === 'object' && !Array.isArray(base)) {
        add('body with an unknown field', bodyRequest(JSON.stringify({ ...base, FuzzUnknown: 1 })));
      }
    }
    for (const raw of RAW_BODIES) add(`raw body ${raw.slice(0, 30)}`, bodyRequest(raw));
    add('empty JSON body', { url, headers: json, payload: '' });
    add('text/plain body', { url, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    add('form body', {
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    add('xml body', { url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    add('gzip-encoded junk', { url, headers: { ...json, 'content-encoding': 'gzip' }, payload: 'not gzip' });
    add('json with a bad charset', {
      url,
      headers: { 'content-type': 'application/json; charset=latin9' },
      payload: '{}',
    });
    add('multipart, truncated', { url, ...multipart('rows.xlsx', { truncate: true }) });
    add('multipart, wrong boundary', { url, ...multipart('rows.xlsx', { boundary: 'other' }) });
    add('multipart, no boundary', { url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    add('multipart, NUL in the file name', { url, ...multipart('a\u0000b.xlsx') });
    add('multipart, lone surrogate in the file name', { url, ...multipart('a\ud800b.xlsx') });
    add('multipart, 300-character file name', { url, ...multipart(`${'x'.repeat(300)}.xlsx`) });
    add('multipart, other field', { url, ...multipart('rows.xlsx', { field: 'x'.repeat(300) }) });
  }
  if (operation.upload) {
    for (const { fileName, problem, content } of badFiles(operation.upload)) {
      add(`upload, ${problem} file ${fileName}`, {
        url: withQuery(url, baseQuery),
        ...multipart(fileName, { field: operation.upload.field, content }),
        refusesFile: fileName,
      });
    }
  }
  return requests;
}

/** What is wrong with the answer to a bad file sent to an upload: it must be a 4xx naming the file. */
export function refusalProblem(status: number, body: string, fileName: string): string | undefined {
  if (status < 400 || status >= 500) return `a bad file answered ${status}`;
  const message = (JSON.parse(body) as { Errors: { Message: string }[] }).Errors[0]?.Message ?? '';
  return message.includes(fileName) ? undefined : `a refusal that does not name ${fileName}`;
}

/** Requests outside the document: the web app's files, the asset library, bad URLs, the biggest body. */
export function extraRequests(): FuzzRequest[] {
  const long = 'x'.repeat(300);
  const get = (url: string): FuzzRequest => ({ label: url.slice(0, 60), method: 'GET', url });
  return [
    get(`/assets/${long}.js`),
    get(`/assets/${long}/${long}.png`),
    get(`/assets/x/${long}.png`),
    get('/assets/%00/x.png'),
    get('/assets/x/..%2F..%2Fserver.lock'),
    get(`/upload_templates/${long}`),
    get('/upload_templates/..%2F..%2Fpackage.json'),
    get('/upload_templates/%00'),
    get(`/${long}`),
    get('/%E0%A4%A'),
    get('/api/%E0%A4%A'),
    get(`/api/${long}`),
    get('/api/customers?%E0%A4%A=1'),
    { label: 'POST outside /api', method: 'POST', url: '/nowhere', headers: json, payload: '{}' },
    { label: 'PUT /', method: 'PUT', url: '/', headers: json, payload: '{}' },
    { label: 'OPTIONS /api/me', method: 'OPTIONS', url: '/api/me' },
    {
      label: 'a body over the 1 MB limit',
      method: 'POST',
      url: '/api/roles',
      headers: json,
      payload: JSON.stringify({ Name: 'x'.repeat(1_100_000) }),
    },
  ];
}

/** What is wrong with an answer: a 5xx, or a body that is neither the error shape nor a valid success. */
export function answerProblem(status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return 'a server error';
  if (status >= 400) {
    if (!contentType.includes('application/json')) return `an error answered as ${contentType || 'no type'}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'an error body that is not JSON';
    }
    const errors = (parsed as { Errors?: unknown }).Errors;
    const shaped =
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every(
        (error: { ErrorCode?: unknown; Message?: unknown }) =>
          typeof error?.ErrorCode === 'string' && typeof error.Message === 'string' && 'Data' in error,
      );
    return shaped ? undefined : 'an error not in the {Errors:[{ErrorCode, Message, Data}]} shape';
  }
  if (contentType.includes('application/json') && body !== '') {
    try {
      JSON.parse(body);
    } catch {
      return 'a success whose JSON does not parse';
    }
  }
  return undefined;
}
