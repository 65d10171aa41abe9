/**
 * The worker's metrics: the Temporal runtime serves them as Prometheus text (GET /metrics) on
 * TEMPORAL_METRICS_ADDRESS, a variable of the worker's own (a supervisor that hands the API and the
 * worker one environment must not give them one port), `temporal_`-prefixed: workflow task and activity execution latency, schedule-to-
 * start latency, completions and failures by workflow and activity type, pollers and slots.
 * Durations in seconds and counters with the `_total` suffix, as Prometheus names them.
 */
export function prometheusOn(bindAddress: string) {
  return {
    prometheus: {
      bindAddress,
      useSecondsForDurations: true,
      countersTotalSuffix: true,
      unitSuffix: true,
    },
  };
}
