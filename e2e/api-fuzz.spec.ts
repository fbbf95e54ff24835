import { type APIRequestContext, expect, test } from '@playwright/test';
import fc from 'fast-check';
import type { AnyContract } from '../server/core/contract';
import { demoDealers, demoIds } from '../server/demo/demo-data';
import { buildOpenApiDocument } from '../server/http/openapi/build-document';
import { allContracts } from '../server/http/openapi/registry';
import { type Operation, pathOf, problemWith, requestsFor, type World } from '../test/fuzz/api-fuzz-model';
import { demoDealer } from './demo';

/*
 * The API fuzz of test/fuzz/api-fuzz.test.ts over HTTP against the production build: the same
 * generators and answer check, so what Next.js does around the handlers (routing, URL decoding,
 * body reading) is covered too. FUZZ_SEED replays a run; FUZZ_RUNS sets the requests per operation.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_260_601);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 40);
const document = buildOpenApiDocument();

/*
 * Valid requests change data, and the other specs share the seeded demo: the fuzz works on the
 * second dealer's records that no other spec relies on (its service desk rather than an advisor
 * who signs in, a customer and an opcode the specs leave alone) and puts its scheduling rules back.
 */
const dealer = demoDealer(1);
const customer = dealer.customers[1];
const vehicle = customer?.vehicles[0];
const opcode = dealer.opcodes.find((o) => o.laborOpCode === '30K');
const transportOption = dealer.transportOptions[0];
if (!customer || !vehicle || !opcode || !transportOption) throw new Error('the demo data changed shape');
const dealerKey = demoDealers[1]?.key ?? '';

const world: World = {
  tenant: {
    dealerUuid: dealer.dealerUuid,
    departmentUuid: dealer.departmentUuid,
    advisor: {
      dealerAssociateUuid: demoIds.defaultDealerAssociate(dealerKey),
      userUuid: demoIds.defaultUser(dealerKey),
    },
  },
  customer: { customerUuid: customer.customerUuid, vehicleUuid: vehicle.vehicleUuid, phone: customer.phone },
  setup: { opcodeUuid: opcode.uuid, transportOptionUuid: transportOption.transportOptionUuid },
  client: {
    authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
  },
};

/*
 * The server refuses a request line and headers over 16 KiB with 431 before the app sees it (the
 * 100 KB hostile string in a path or query does that), in the shape of answers outside any
 * operation (HeaderFieldsTooLarge): expected there and nowhere else.
 */
const maxHeaderBytes = 16_384;
const headerBytes = (path: string, headers: Record<string, string>) =>
  Buffer.byteLength(path) + Object.entries(headers).reduce((sum, [k, v]) => sum + k.length + v.length + 4, 0);

const rulesPath = `/api/appointment/v2/department/${dealer.departmentUuid}/scheduling-rules`;
type SchedulingSettings = { version: number; hoursOfOperation: unknown; rules: unknown };

async function schedulingSettings(request: APIRequestContext): Promise<SchedulingSettings> {
  const answer = await request.get(rulesPath, { headers: { authorization: world.client.authorization } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as SchedulingSettings;
}

/** Sends one generated request and returns what is wrong with the answer, or null. */
async function send(
  request: APIRequestContext,
  contract: AnyContract,
  operation: Operation,
  generated: Parameters<typeof pathOf>[1],
): Promise<string | null> {
  const headers: Record<string, string> = { authorization: world.client.authorization };
  if (generated.body !== undefined) headers['content-type'] = generated.contentType;
  const path = pathOf(contract, generated);
  const answer = await request.fetch(path, {
    method: contract.method,
    headers,
    data: generated.body,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  if (answer.status() === 431 && headerBytes(path, headers) > maxHeaderBytes) return null;
  const contentType = answer.headers()['content-type'] ?? '';
  const text = await answer.text();
  let body: unknown = text;
  if (contentType.includes('json') && text) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return `answered ${answer.status()} with a JSON content type and a body that is not JSON: ${text.slice(0, 300)}`;
    }
  }
  const problem = problemWith(contract, operation, answer.status(), body);
  if (!problem) return null;
  const shown = { ...generated, body: generated.body?.slice(0, 300) };
  return `${contract.method} ${path.slice(0, 300)} ${JSON.stringify(shown)}: ${problem}`;
}

test.describe('API fuzz over HTTP: every operation of the OpenAPI document', () => {
  allContracts.forEach((contract, index) => {
    test(contract.operationId, async ({ request }, testInfo) => {
      // One run is enough: the phone project would send the same requests to the same server.
      test.skip(testInfo.project.name !== 'desktop', 'HTTP only: runs in the desktop project');
      test.setTimeout(120_000);
      const operation = document.paths[contract.path]?.[contract.method.toLowerCase()] as Operation;
      const before = contract.path.endsWith('/scheduling-rules') ? await schedulingSettings(request) : null;
      const operationSeed = seed + index;
      try {
        const property = fc.asyncProperty(requestsFor(contract, operation, world), async (generated) => {
          const problem = await send(request, contract, operation, generated);
          if (problem) throw new Error(problem);
        });
        const result = await fc.check(property, {
          seed: operationSeed,
          numRuns: runsPerOperation,
          endOnFailure: true,
        });
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        expect(
          result.failed,
          `${contract.operationId} failed with seed ${operationSeed} (FUZZ_SEED=${seed}): ${error}`,
        ).toBe(false);
      } finally {
        if (before) {
          // Put the demo's rules back, whatever the fuzz saved, for the specs that read them.
          const { version } = await schedulingSettings(request);
          const restored = await request.put(rulesPath, {
            headers: { authorization: world.client.authorization },
            data: { version, hoursOfOperation: before.hoursOfOperation, rules: before.rules },
          });
          expect(restored.ok(), await restored.text()).toBe(true);
        }
      }
    });
  });
});
