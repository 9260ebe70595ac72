import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config.ts';
import { AZURITE_ACCOUNT, AZURITE_KEY } from '../../../../scripts/azurite.mjs';

/*
 * Docker does not run here, nor in CI: what can be checked without it is that the Dockerfile and compose.yaml
 * agree with the repository (its workspaces, the probes' paths) and with each other.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const [buildStage = '', runStage = ''] = dockerfile.split(/^FROM /m).slice(1);

describe('the Dockerfile', () => {
  it('builds from every workspace’s package.json, as npm ci needs', () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    for (const workspace of workspaces) {
      expect(buildStage, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
    expect(buildStage).toMatch(/^RUN npm ci\b/m);
    expect(buildStage).toMatch(/^RUN npm run build$/m);
  });

  it('runs the bundle with the server’s dependencies only, as a user other than root, probed for readiness', () => {
    expect(runStage).toMatch(/^RUN npm ci --omit=dev --workspace @commerce\/server\b/m);
    expect(runStage).toContain('COPY --from=build /app/apps/server/dist apps/server/dist');
    expect(runStage).toContain('COPY --from=build /app/apps/web/dist apps/web/dist');
    expect(runStage).toMatch(/^USER node$/m);
    expect(runStage).toContain('/api/health/ready');
    expect(runStage).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string>; depends_on?: Record<string, unknown> }>;
    configs: { caddyfile: { content: string } };
  };
  const apps = Object.keys(compose.services).filter(
    (name) => compose.services[name]!.environment?.DATABASE_URL,
  );

  it('runs two replicas on one PostgreSQL and one Azurite account, several processes each', () => {
    expect(apps).toEqual(['app1', 'app2']);
    for (const name of apps) {
      const environment = compose.services[name]!.environment!;
      expect(new URL(environment.DATABASE_URL!).hostname).toBe('postgres');
      expect(environment.BLOB_URL).toContain(`BlobEndpoint=http://azurite:10000/${AZURITE_ACCOUNT};`);
      // The emulator's well-known account key, as the tests' Azurite takes it (any other is refused).
      expect(environment.BLOB_URL).toContain(`AccountKey=${AZURITE_KEY};`);
      expect(Number(environment.SERVER_PROCESSES)).toBeGreaterThan(1);
    }
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'azurite', 'proxy']));
    // What the replicas are given passes the server's own validation.
    for (const name of apps) expect(() => loadConfig(compose.services[name]!.environment)).not.toThrow();
    // The second starts once the first has migrated and is ready.
    expect(compose.services.app2!.depends_on).toEqual({ app1: { condition: 'service_healthy' } });
  });

  it('sends requests through the proxy to the replicas that answer the readiness probe', () => {
    const caddyfile = compose.configs.caddyfile.content;
    expect(caddyfile).toContain(`reverse_proxy ${apps.map((name) => `${name}:3000`).join(' ')}`);
    expect(caddyfile).toContain('health_uri /api/health/ready');
  });
});
