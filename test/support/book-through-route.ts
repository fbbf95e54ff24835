import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { callRoute } from '../call-route';
import { createTestCustomer, type TestClient, type TestTenant } from '../fixtures';

type Body = Record<string, unknown>;

/**
 * A visit for a new customer of the tenant, booked through the appointment create route at the
 * local start (`YYYY-MM-DDTHH:MM:SS`), with any further appointment information.
 */
export async function bookForNewCustomer(
  tenant: TestTenant,
  client: TestClient,
  startDateTime: string,
  information: Body = {},
) {
  const customer = await createTestCustomer(tenant);
  return callRoute<Body>(createRoute, {
    path: '/x',
    params: { dealerUuid: tenant.dealerUuid },
    authorization: client.authorization,
    body: {
      customerUuid: customer.customerUuid,
      vehicleInformation: { vehicleUuid: customer.vehicleUuid },
      appointmentInformation: { appointmentStartDateTime: startDateTime, ...information },
    },
  });
}
