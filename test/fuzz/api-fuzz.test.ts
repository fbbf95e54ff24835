import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../server/http/openapi/build-document';
import { allContracts } from '../../server/http/openapi/registry';
import { addServiceSetup, createFullAccessClient, createTestCustomer, createTestTenant } from '../fixtures';
import { callRaw, handlerFor, type RouteHandler } from '../route-modules';
import { type Operation, pathOf, problemWith, requestsFor, type World } from './api-fuzz-model';

/*
 * Walks the OpenAPI document and sends every operation generated requests, valid-ish and mutated
 * (wrong types, missing fields, NUL, lone surrogates, 100 KB strings, impossible dates and
 * offsets, unknown ids), with valid credentials. Fails on any 5xx, any status the operation does
 * not document, and any body that does not match its documented schema. FUZZ_SEED replays a run;
 * FUZZ_RUNS sets the requests per operation. The same model runs over HTTP in
 * e2e/api-fuzz.spec.ts.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_260_601);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 350);
const document = buildOpenApiDocument();

describe('API fuzz: every operation of the OpenAPI document', () => {
  let world: World;
  const handlers = new Map<string, RouteHandler>();

  beforeAll(async () => {
    const tenant = await createTestTenant();
    const [customer, setup, client] = await Promise.all([
      createTestCustomer(tenant),
      addServiceSetup(tenant),
      createFullAccessClient(tenant),
    ]);
    world = { tenant, customer, setup, client };
    for (const contract of allContracts) handlers.set(contract.operationId, await handlerFor(contract));
    console.log(`API fuzz: seed ${seed} (FUZZ_SEED), ${runsPerOperation} requests per operation (FUZZ_RUNS)`);
  }, 60_000);

  it.each(allContracts.map((contract, index) => [contract.operationId, contract, index] as const))(
    '%s',
    async (_name, contract, index) => {
      const operation = document.paths[contract.path]?.[contract.method.toLowerCase()] as Operation;
      const handler = handlers.get(contract.operationId) as RouteHandler;
      const property = fc.asyncProperty(requestsFor(contract, operation, world), async (request) => {
        const headers: Record<string, string> = { authorization: world.client.authorization };
        if (request.body !== undefined) headers['content-type'] = request.contentType;
        const path = pathOf(contract, request);
        const { status, body } = await callRaw(handler, {
          method: contract.method,
          path,
          params: request.params,
          headers,
          body: request.body,
        });
        const problem = problemWith(contract, operation, status, body);
        if (problem) {
          const shown = { ...request, body: request.body?.slice(0, 300) };
          throw new Error(`${contract.method} ${path.slice(0, 300)} ${JSON.stringify(shown)}: ${problem}`);
        }
      });
      const operationSeed = seed + index;
      const result = await fc.check(property, {
        seed: operationSeed,
        numRuns: runsPerOperation,
        endOnFailure: true,
      });
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        expect.fail(
          `${contract.operationId} failed with seed ${operationSeed} (FUZZ_SEED=${seed}): ${error}`,
        );
      }
    },
    120_000,
  );
});
