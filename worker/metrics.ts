/**
 * The worker's metrics: the Temporal runtime serves them as Prometheus text (GET /metrics) on the
 * internal port, `temporal_`-prefixed: workflow task and activity execution latency, schedule-to-
 * start latency, completions and failures by workflow and activity type, pollers and slots.
 * Durations in seconds and counters with the `_total` suffix, as Prometheus names them.
 */
export function prometheusOn(internal: { host: string; port: number }) {
  return {
    prometheus: {
      bindAddress: `${internal.host}:${internal.port}`,
      useSecondsForDurations: true,
      countersTotalSuffix: true,
      unitSuffix: true,
    },
  };
}
