import {
  readTrainingCsv,
  TRAINING_CSV_FIELD,
  TRAINING_CSV_MAX_BYTES,
  TRAINING_USER_ERRORS,
  TRAINING_USER_TEXTS,
  registerTrainingUsersRoute,
  type TrainingCsvRecord,
} from '@commerce/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { apiError } from '../../http/errors.ts';
import { principalOf } from '../../http/principal.ts';
import { readOneFile, shownFileName } from '../../http/uploads.ts';
import { registerTrainingUsers } from './service.ts';

/** Register Training Users (/register-trainingusers): address-reader (spec 1's menu) or misc-marketing (spec 3). */
export const trainingUserRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: TRAINING_CSV_MAX_BYTES, files: 1 } });
    serve(
      app,
      registerTrainingUsersRoute,
      {
        config: requireFeature('address-reader', 'misc-marketing'),
        tags: ['training-users'],
        summary:
          `Register the records of a training CSV (multipart field '${TRAINING_CSV_FIELD}', up to 1,000 ` +
          'records) as training customers in the TrainingUsers group, in one transaction; each record is ' +
          'created or reported with the reason, and none is synced outside. A file that cannot be read, or ' +
          'lacks the columns, is refused naming it',
        upload: {
          field: TRAINING_CSV_FIELD,
          maxFiles: 1,
          maxBytes: TRAINING_CSV_MAX_BYTES,
          extensions: ['.csv'],
        },
      },
      async (request) => {
        const records = await readTrainingRecords(request);
        return database.db.transaction((tx) =>
          registerTrainingUsers(tx, principalOf(request), records, request.log),
        );
      },
    );
  };

/**
 * The records of the uploaded CSV, read as the page read them when the file was chosen (readTrainingCsv),
 * or the 4xx naming the file: not a .csv name, empty, over the limit, another kind of content, not UTF-8
 * text, without the columns (the spec's text), more than 1,000 records.
 */
async function readTrainingRecords(request: FastifyRequest): Promise<TrainingCsvRecord[]> {
  const upload = await readOneFile(request, {
    field: TRAINING_CSV_FIELD,
    maxBytes: TRAINING_CSV_MAX_BYTES,
    noFile: TRAINING_USER_ERRORS.fileRequired,
    refuseName: (fileName) => {
      const name = shownFileName(fileName);
      if (name.toLowerCase().endsWith('.csv')) return null;
      return apiError(TRAINING_USER_ERRORS.badFile, {
        message: TRAINING_USER_TEXTS.notCsv(name),
        data: { FileName: name },
      });
    },
    errorsFor: () => ({
      empty: TRAINING_USER_ERRORS.badFile,
      tooLarge: TRAINING_USER_ERRORS.tooLarge,
      mislabelled: TRAINING_USER_ERRORS.badFile,
      damaged: TRAINING_USER_ERRORS.badFile,
    }),
  });
  const name = shownFileName(upload.fileName);
  const result = readTrainingCsv({ name, bytes: upload.content });
  if (result.valid) return result.records;
  const error = {
    file: TRAINING_USER_ERRORS.badFile,
    format: TRAINING_USER_ERRORS.notFormatted,
    tooMany: TRAINING_USER_ERRORS.tooManyRecords,
  }[result.problem];
  // The format's message is the spec's text, said of the file; the others name it already.
  const message = result.problem === 'format' ? `${name}: ${result.message}` : result.message;
  throw apiError(error, { message, data: { FileName: name } });
}
