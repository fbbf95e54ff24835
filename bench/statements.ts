/**
 * The server's count of statements sent to PostgreSQL (servicebay_db_statements_total), read from
 * its /api/metrics: the difference over a scenario, divided by its requests, is the statements per
 * request. The read itself runs the metrics' own few statements, which a 10 s spell of load
 * dwarfs.
 */
export async function statementsSentBy(server: { origin: string; metricsToken: string }): Promise<number> {
  const response = await fetch(`${server.origin}/api/metrics`, {
    headers: { authorization: `Bearer ${server.metricsToken}` },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`/api/metrics answered ${response.status}: ${text.slice(0, 200)}`);
  const line = /^servicebay_db_statements_total (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
  if (!line?.[1]) throw new Error('/api/metrics has no servicebay_db_statements_total');
  return Number(line[1]);
}
