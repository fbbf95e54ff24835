/**
 * CPU ms per call of each way, taking turns (`rounds` rounds of `perRound` calls each) so that the
 * machine's drift falls on all alike.
 */
export function cpuPerCall(
  ways: Record<string, () => unknown>,
  rounds: number,
  perRound: number,
): Record<string, number> {
  const spent: Record<string, number> = Object.fromEntries(Object.keys(ways).map((k) => [k, 0]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, way] of Object.entries(ways)) {
      const before = process.cpuUsage();
      for (let i = 0; i < perRound; i++) way();
      const used = process.cpuUsage(before);
      spent[name] = (spent[name] ?? 0) + (used.user + used.system) / 1000;
    }
  }
  return Object.fromEntries(Object.entries(spent).map(([k, ms]) => [k, ms / (rounds * perRound)]));
}
