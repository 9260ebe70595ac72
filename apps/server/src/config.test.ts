import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from './config.ts';

describe('loadConfig', () => {
  it('has production defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      DEVELOPER_USERNAMES: [],
      ACCESS_TOKEN_TTL_SECONDS: 1800,
      REFRESH_TOKEN_TTL_DAYS: 30,
      COOKIE_SECURE: 'auto',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.WEB_DIST).toMatch(/apps[\\/]web[\\/]dist$/);
  });

  it('reads lists, booleans and numbers from their text form', () => {
    const config = loadConfig({
      DEVELOPER_USERNAMES: ' alice, bob ,,',
      COOKIE_SECURE: 'false',
      TRUST_PROXY: 'true',
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@h/db',
    });
    expect(config.DEVELOPER_USERNAMES).toEqual(['alice', 'bob']);
    expect(config.COOKIE_SECURE).toBe(false);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgresql://u@h/db');
    expect(config.SERVER_PROCESSES).toBe(1);
  });

  it('runs several server processes on PostgreSQL only', () => {
    const url = 'postgres://u@h/db';
    expect(loadConfig({ SERVER_PROCESSES: '2', DATABASE_URL: url }).SERVER_PROCESSES).toBe(2);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES: more than one server process needs DATABASE_URL/,
    );
    expect(() => loadConfig({ SERVER_PROCESSES: '0', DATABASE_URL: url })).toThrow(/SERVER_PROCESSES/);
  });

  it('stops with a message naming every bad value', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ACCESS_TOKEN_TTL_SECONDS: '10' }),
    ).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL\n {2}ACCESS_TOKEN_TTL_SECONDS: /,
    );
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  it('reads a connector endpoint per system reached over HTTP, and refuses one that is not http(s)', () => {
    const config = loadConfig({
      CONNECTOR_ERP_URL: 'https://erp.example.com/orders',
      CONNECTOR_ERP_TOKEN: 't0ken',
      CONNECTOR_POS_URL: 'http://pos.local:8080/in',
    });
    expect(config).toMatchObject({
      CONNECTOR_ERP_URL: 'https://erp.example.com/orders',
      CONNECTOR_ERP_TOKEN: 't0ken',
      CONNECTOR_POS_URL: 'http://pos.local:8080/in',
    });
    expect(config.CONNECTOR_CECS_URL).toBeUndefined();
    expect(() => loadConfig({ CONNECTOR_CECS_URL: 'ftp://cecs.example.com' })).toThrow(
      /CONNECTOR_CECS_URL: CONNECTOR_CECS_URL must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ CONNECTOR_ERP_URL: 'not a url' })).toThrow(/CONNECTOR_ERP_URL/);
  });

  it('reads the operations variables: a metrics token long enough, an http(s) collector, a service name', () => {
    expect(loadConfig({})).toMatchObject({ OTEL_SERVICE_NAME: 'commerce-admin' });
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    const config = loadConfig({
      METRICS_TOKEN: 'a-long-enough-token',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'admin-eu',
    });
    expect(config).toMatchObject({
      METRICS_TOKEN: 'a-long-enough-token',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'admin-eu',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters/,
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: OTEL_EXPORTER_OTLP_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('keeps assets and published files in DATA_DIR without BLOB_URL, and checks BLOB_URL and its containers', () => {
    expect(loadConfig({})).toMatchObject({
      BLOB_ASSETS_CONTAINER: 'assets',
      BLOB_PUBLIC_CONTAINER: 'public',
    });
    expect(loadConfig({}).BLOB_URL).toBeUndefined();
    const accepted = [
      'DefaultEndpointsProtocol=https;AccountName=shop;AccountKey=a2V5==;EndpointSuffix=core.windows.net',
      'BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;SharedAccessSignature=sv=2024&sig=abc',
      'UseDevelopmentStorage=true',
      'https://shop.blob.core.windows.net/?sv=2024-08-04&ss=b&srt=sco&sp=rwdlac&sig=abc%3D',
    ];
    for (const BLOB_URL of accepted) expect(loadConfig({ BLOB_URL }).BLOB_URL).toBe(BLOB_URL);
    expect(() => loadConfig({ BLOB_URL: 'https://shop.blob.core.windows.net/' })).toThrow(
      /BLOB_URL: BLOB_URL as an account URL needs a SAS token/,
    );
    expect(() => loadConfig({ BLOB_URL: 'AccountName=shop' })).toThrow(
      /BLOB_URL: BLOB_URL must be an Azure Blob Storage connection string/,
    );
    expect(() => loadConfig({ BLOB_ASSETS_CONTAINER: 'My_Assets' })).toThrow(
      /BLOB_ASSETS_CONTAINER: BLOB_ASSETS_CONTAINER must be a container name/,
    );
    expect(() => loadConfig({ BLOB_PUBLIC_CONTAINER: 'a--b' })).toThrow(/BLOB_PUBLIC_CONTAINER/);
    expect(() => loadConfig({ BLOB_PUBLIC_CONTAINER: 'assets' })).toThrow(
      /BLOB_PUBLIC_CONTAINER: the published files need a container of their own/,
    );
  });

  it('testConfig is quiet and takes overrides', () => {
    const config = testConfig({ DEVELOPER_USERNAMES: 'dev' });
    expect(config).toMatchObject({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEVELOPER_USERNAMES: ['dev'] });
  });
});
