/** The newest `max` latencies, for the benchmark to read: older ones drop out, so a long-lived worker's memory stays bounded. */
export function latencySamples(max: number) {
  const samples: number[] = [];
  return {
    add(ms: number): void {
      samples.push(ms);
      if (samples.length > max) samples.shift();
    },
    all: (): number[] => [...samples],
  };
}
