import {
  BULK_ERRORS,
  BULK_FEATURES,
  BULK_JOB_TYPES,
  BULK_UPLOAD_FIELD,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MIME_TYPE,
  type BulkFileType,
  bulkFileTypeOf,
  bulkFileTypesOf,
  bulkJobApi,
  bulkJobDetailRoute,
  bulkJobFileRoute,
  bulkUploadRoute,
} from '@commerce/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { publicRoute, requireFeature } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { apiError, notFound, validationFailure } from '../../http/errors.ts';
import { listRoute } from '../../http/list-route.ts';
import { readOneFile, shownFileName } from '../../http/uploads.ts';
import { principalOf } from '../../http/principal.ts';
import type { BulkJobHandler } from '../../jobs/bulk-handler.ts';
import { createBulkJobRunner, type BulkJobRunner } from '../../jobs/bulk-runner.ts';
import { createBulkJob, type UploadedFile } from '../../jobs/upload.ts';
import { jobDetail, jobFile, jobList, listJobs, toBulkJob } from '../../jobs/job-reads.ts';
import { handlerFor } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bulk job runner; main.ts starts it, app.close() stops it. */
    bulkJobs: BulkJobRunner;
  }
}

/**
 * The bulk job engine in the app: the runner (not started here), the /api/bulk routes and the upload
 * templates, which are served outside /api as in the original (they hold no data, so they are public).
 */
export async function registerBulkJobs(
  app: FastifyInstance,
  deps: AppDeps,
  handlers: readonly BulkJobHandler[],
) {
  const runner = createBulkJobRunner({
    db: deps.database.db,
    handlers,
    log: app.log,
    // Short transactions: on the embedded database every other request waits for a batch to commit.
    batchTargetMs: 250,
  });
  app.decorate('bulkJobs', runner);
  app.addHook('onClose', () => runner.stop());
  await app.register(bulkRoutes(deps, runner), { prefix: '/api' });
  await app.register(uploadTemplateRoutes(runner));
}

// The route admits every key that opens some job type; each request then checks its own type's keys.
const anyBulkFeature = requireFeature(...BULK_FEATURES);

const bulkRoutes =
  ({ database }: AppDeps, runner: BulkJobRunner): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['bulk'];
    /** The job type's handler, once the user is known to hold one of the type's keys. */
    const handlerOf = (request: FastifyRequest, type: string) =>
      handlerFor(runner, type, principalOf(request));
    await app.register(fastifyMultipart, { limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1 } });

    listRoute(app, {
      api: bulkJobApi,
      config: anyBulkFeature,
      tags,
      summary:
        "A job type's jobs (jobType=, required), newest first (list convention: page, pageSize, sortBy, filters)",
      list: jobList,
      ownParams: ['jobType'],
      page: (request, query) => {
        const { jobType } = request.query as { jobType?: unknown };
        if (typeof jobType !== 'string' || jobType === '')
          throw validationFailure({ jobType: 'is required' }, 'jobType is required.');
        return listJobs(db, handlerOf(request, jobType), query);
      },
    });

    serve(
      app,
      bulkJobDetailRoute,
      { config: anyBulkFeature, tags, summary: 'A job with one page of its error log (page, pageSize)' },
      async (request) =>
        jobDetail(db, handlerOf(request, request.params.type), request.params.jobId, request.query),
    );

    serve(
      app,
      bulkJobFileRoute,
      {
        config: anyBulkFeature,
        tags,
        summary: 'The uploaded file as base64 with its original name (for 6 days after the request)',
      },
      async (request) =>
        jobFile(db, handlerOf(request, request.params.type), request.params.jobId, Date.now()),
    );

    serve(
      app,
      bulkUploadRoute,
      {
        config: anyBulkFeature,
        tags,
        summary: `Upload an .xlsx workbook, or a .csv file for the types that take one (multipart field '${BULK_UPLOAD_FIELD}'), as a new job`,
        upload: {
          field: BULK_UPLOAD_FIELD,
          maxFiles: 1,
          maxBytes: BULK_UPLOAD_MAX_BYTES,
          extensions: ['.xlsx', '.csv'],
        },
      },
      async (request) => {
        const handler = handlerOf(request, request.params.type);
        const options = uploadOptionsOf(handler, request.query);
        const job = await createBulkJob(
          db,
          handler,
          await readUpload(request, bulkFileTypesOf(handler.type)),
          principalOf(request).user.id,
          options,
        );
        runner.wake();
        return toBulkJob(job);
      },
    );
  };

/** The choices sent beside the file (query string), checked with the type's schema; none without one. */
function uploadOptionsOf(handler: BulkJobHandler, query: unknown): Record<string, unknown> {
  if (!handler.uploadOptions) return {};
  const parsed = handler.uploadOptions.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.') || 'query', issue.message]),
  );
  throw validationFailure(fields, 'The upload options are not valid.');
}

/** The one file of a job type's upload: a workbook, or a CSV file for the types that take one. */
function readUpload(request: FastifyRequest, accepted: readonly BulkFileType[]): Promise<UploadedFile> {
  return readOneFile(request, {
    field: BULK_UPLOAD_FIELD,
    maxBytes: BULK_UPLOAD_MAX_BYTES,
    noFile: BULK_ERRORS.fileRequired,
    refuseName: (fileName) => {
      if (bulkFileTypeOf(fileName, accepted)) return null;
      const name = shownFileName(fileName);
      const wrongType = accepted.includes('.csv') ? BULK_ERRORS.notXlsxOrCsv : BULK_ERRORS.notXlsx;
      return apiError(wrongType, { message: `${name}: ${wrongType.message}`, data: { FileName: name } });
    },
    errorsFor: (fileName) => ({
      empty: BULK_ERRORS.emptyFile,
      tooLarge: BULK_ERRORS.tooLarge,
      mislabelled: BULK_ERRORS.wrongContent,
      damaged:
        bulkFileTypeOf(fileName, accepted) === '.csv' ? BULK_ERRORS.unreadableCsv : BULK_ERRORS.unreadable,
    }),
  });
}

const uploadTemplateRoutes =
  (runner: BulkJobRunner): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/upload_templates/:file',
      {
        config: publicRoute,
        schema: {
          tags: ['bulk'],
          summary: 'The template workbook of a bulk upload, e.g. UpdateInternalUsers.xlsx',
          params: z.object({ file: z.string() }),
        },
      },
      async (request, reply) => {
        const path = `/upload_templates/${request.params.file}`;
        const handler = runner.handlers.find((candidate) => BULK_JOB_TYPES[candidate.type].template === path);
        if (!handler) throw notFound('The template');
        return reply
          .type(BULK_UPLOAD_MIME_TYPE)
          .header('content-disposition', `attachment; filename="${request.params.file}"`)
          .header('cache-control', 'no-cache')
          .send(await handler.buildTemplate());
      },
    );
  };
