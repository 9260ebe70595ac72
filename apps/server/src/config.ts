import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { blobUrlProblem, CONTAINER_NAME } from './integrations/blob-url.ts';
import {
  connectorTokenVariable,
  connectorUrlVariable,
  HTTP_CONNECTOR_SYSTEMS,
  type HttpConnectorSystem,
} from './integrations/connectors/systems.ts';

// Relative paths resolve from the repository root, whether the server runs from src (tsx) or dist.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * CONNECTOR_{SYSTEM}_URL (http or https) and CONNECTOR_{SYSTEM}_TOKEN (sent as a bearer token) for every
 * system reached over HTTP: set, its sends are POSTed there; unset, written under DATA_DIR/outbound/{system}.
 */
const connectorVariables = Object.fromEntries(
  HTTP_CONNECTOR_SYSTEMS.flatMap((system) => [
    [
      connectorUrlVariable(system),
      z
        .url({
          protocol: /^https?$/,
          error: `${connectorUrlVariable(system)} must be an http:// or https:// URL`,
        })
        .optional(),
    ],
    [connectorTokenVariable(system), z.string().min(1).optional()],
  ]),
) as {
  [S in HttpConnectorSystem as ReturnType<typeof connectorUrlVariable<S>>]: z.ZodOptional<z.ZodURL>;
} & {
  [S in HttpConnectorSystem as ReturnType<typeof connectorTokenVariable<S>>]: z.ZodOptional<z.ZodString>;
};

const containerName = (variable: string, fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((name) => CONTAINER_NAME.test(name), {
      message: `${variable} must be a container name: 3-63 lowercase letters, digits and single hyphens`,
    });

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z
      .string()
      .default('data')
      .transform((dir) => path.resolve(repoRoot, dir)),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    ADMIN_PASSWORD: z.string().optional(),
    /** auto: the embedded database seeds the demo dataset when it is new; demo: seed it if missing; none. */
    SEED: z.enum(['auto', 'demo', 'none']).default('auto'),
    DEMO_PASSWORD: z.string().optional(),
    DEVELOPER_USERNAMES: list,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(35).default(1800),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    COOKIE_SECURE: z
      .enum(['auto', 'true', 'false'])
      .default('auto')
      .transform((value) => (value === 'auto' ? 'auto' : value === 'true')),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * How responses are written: 'compiled' (a serializer generated from each route's response schema, which
     * writes only the declared fields) or 'checked' (each response parsed by its zod schema first, so an
     * answer of the wrong shape fails; what the tests use).
     */
    RESPONSES: z.enum(['compiled', 'checked']).default('compiled'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z
      .string()
      .default('apps/web/dist')
      .transform((dir) => path.resolve(repoRoot, dir)),
    /** smtp(s)://user:pass@host:port; unset → e-mails are written as files under DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Commerce Admin <no-reply@commerce-admin.invalid>'),
    /** The storefront's address, for links in customer e-mails (the password reset page). */
    STOREFRONT_URL: z.url('STOREFRONT_URL must be a URL').optional(),
    /**
     * A geocoder speaking the Google Geocoding API (…/geocode/json); unset → the embedded US ZIP table
     * (offline). GEOCODER_KEY is sent as `key`.
     */
    GEOCODER_URL: z
      .url({ protocol: /^https?$/, error: 'GEOCODER_URL must be an http:// or https:// URL' })
      .optional(),
    GEOCODER_KEY: z.string().min(1).optional(),
    /**
     * The customer service's 'loyalty info by card number' call (POST {cardNumber} → {Balance}); unset → the
     * embedded loyalty_accounts table. LOYALTY_TOKEN is sent as a bearer token.
     */
    LOYALTY_URL: z
      .url({ protocol: /^https?$/, error: 'LOYALTY_URL must be an http:// or https:// URL' })
      .optional(),
    LOYALTY_TOKEN: z.string().min(1).optional(),
    /**
     * Server processes sharing the port (node:cluster), so every core answers requests: a Node process runs
     * JavaScript on one. PostgreSQL only: the embedded database belongs to one process.
     */
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Turns GET /metrics on (Prometheus text), answered only to `Authorization: Bearer <METRICS_TOKEN>`. Long
     * enough not to be guessed: it is compared in constant time, but nothing slows down a caller who tries.
     */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** An OTLP/HTTP collector (…:4318): set, requests and database calls are traced there. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL',
      })
      .optional(),
    /** The traces' service.name. */
    OTEL_SERVICE_NAME: z.string().min(1).default('commerce-admin'),
    /**
     * Azure Blob Storage for the asset library and the published files (a connection string, or the
     * account's URL with a SAS token), so several machines share them; unset → DATA_DIR/assets and
     * DATA_DIR/public. BLOB_ASSETS_CONTAINER and BLOB_PUBLIC_CONTAINER name the containers (made at start
     * when missing).
     */
    BLOB_URL: z
      .string()
      .trim()
      .min(1)
      .optional()
      .superRefine((value, context) => {
        const problem = value === undefined ? null : blobUrlProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    BLOB_ASSETS_CONTAINER: containerName('BLOB_ASSETS_CONTAINER', 'assets'),
    BLOB_PUBLIC_CONTAINER: containerName('BLOB_PUBLIC_CONTAINER', 'public'),
    ...connectorVariables,
  })
  .refine((config) => config.SERVER_PROCESSES === 1 || config.DATABASE_URL !== undefined, {
    path: ['SERVER_PROCESSES'],
    message: 'more than one server process needs DATABASE_URL (the embedded database belongs to one process)',
  })
  .refine((config) => config.BLOB_ASSETS_CONTAINER !== config.BLOB_PUBLIC_CONTAINER, {
    path: ['BLOB_PUBLIC_CONTAINER'],
    message: 'the published files need a container of their own (not BLOB_ASSETS_CONTAINER)',
  });

export type Config = z.infer<typeof configSchema>;

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Where the asset library keeps its files without BLOB_URL: DATA_DIR/assets/{id}/{fileName}. */
export const assetsDirectory = (dataDir: string): string => path.join(dataDir, 'assets');

/** A config for tests and tools: defaults plus the given overrides. */
export const testConfig = (overrides: Partial<Record<keyof Config, string>> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RESPONSES: process.env.RESPONSES ?? 'checked',
    ...overrides,
  });
