/** The process answers: enough for a load balancer's liveness probe. */
export async function getHealth() {
  return { status: 'ok' as const };
}
