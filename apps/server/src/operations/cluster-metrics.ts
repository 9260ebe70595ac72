import type { Worker } from 'node:cluster';
import type { AggregatorRegistry, PrometheusContentType } from 'prom-client';
import type { MetricsScrape } from './metrics.ts';

/*
 * GET /metrics in a cluster (SERVER_PROCESSES > 1): the process that is asked asks the primary, which gathers
 * every process's registry through prom-client's AggregatorRegistry and answers with the machine's figures.
 * The primary loads prom-client only when a first scrape comes (METRICS_TOKEN set).
 */

const REQUEST = 'commerce:metrics-request';
const ANSWER = 'commerce:metrics-answer';
/** Longer than AggregatorRegistry's own 5 s wait for the processes' registries. */
const ANSWER_WAIT_MS = 10_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  scrape?: MetricsScrape;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

export const isMetricsRequest = (message: unknown): message is MetricsRequest =>
  isMessage<MetricsRequest>(message, REQUEST);

let asked = 0;
const waiting = new Map<number, (answer: MetricsAnswer) => void>();

/** In a server process of a cluster: the machine's metrics, gathered by the primary from every process. */
export function askPrimaryForMetrics(): Promise<MetricsScrape> {
  if (asked === 0) {
    process.on('message', (message) => {
      if (isMessage<MetricsAnswer>(message, ANSWER)) waiting.get(message.id)?.(message);
    });
  }
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`The cluster's primary gave no metrics within ${ANSWER_WAIT_MS / 1000} s`));
    }, ANSWER_WAIT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (answer.scrape) resolve(answer.scrape);
      else reject(new Error(`The cluster's metrics could not be gathered: ${answer.error}`));
    });
    process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
  });
}

let aggregator: Promise<AggregatorRegistry<PrometheusContentType>> | undefined;

/** In the primary: gathers every process's metrics for the process that asked. */
export async function answerMetricsRequest(worker: Worker, request: MetricsRequest): Promise<void> {
  let answer: MetricsAnswer;
  try {
    aggregator ??= import('prom-client').then((client) => new client.AggregatorRegistry());
    const registry = await aggregator;
    answer = {
      type: ANSWER,
      id: request.id,
      scrape: { contentType: registry.contentType, text: await registry.clusterMetrics() },
    };
  } catch (error) {
    answer = { type: ANSWER, id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  if (worker.isConnected()) worker.send(answer);
}
