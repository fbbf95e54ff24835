import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyContract } from '../../core/contract';
import { errorCodes, statusForCode } from '../../core/error-codes';
import { renderErrorBody } from '../families';
import { buildOpenApiDocument, errorCodesOf } from './build-document';
import { errorBodySchemas } from './error-schemas';
import { allContracts } from './registry';

type Operation = { responses: Record<string, unknown>; 'x-error-codes': string[] };

const document = buildOpenApiDocument();
const operationOf = (contract: AnyContract) =>
  document.paths[contract.path]?.[contract.method.toLowerCase()] as Operation;
const answered = new Set<string>(errorCodes);

describe('the statuses each operation documents', () => {
  it('list a status for every error code of the contract, and the codes themselves', () => {
    for (const contract of allContracts) {
      const operation = operationOf(contract);
      for (const code of contract.errors ?? []) {
        expect(operation['x-error-codes'], contract.operationId).toContain(code);
        if (!answered.has(code)) continue;
        const status = String(contract.errorStatuses?.[code as never] ?? statusForCode(code as never));
        expect(Object.keys(operation.responses), `${contract.operationId} ${code}`).toContain(status);
      }
    }
  });

  it('list nothing the operation cannot answer: every error status comes from one of its codes', () => {
    for (const contract of allContracts) {
      const operation = operationOf(contract);
      const fromCodes = new Set(
        errorCodesOf(contract)
          .filter((code) => answered.has(code))
          .map((code) => String(contract.errorStatuses?.[code as never] ?? statusForCode(code as never))),
      );
      const success = String(contract.successStatus ?? 200);
      for (const status of Object.keys(operation.responses)) {
        if (status !== success) expect(fromCodes, `${contract.operationId} ${status}`).toContain(status);
      }
    }
  });

  it('add what the wrapper answers: 400, 413 and 415 with a body, 401/403/429 when authenticated, 500', () => {
    for (const contract of allContracts) {
      const statuses = Object.keys(operationOf(contract).responses);
      expect(statuses, contract.operationId).toContain('500');
      if (contract.body) expect(statuses).toEqual(expect.arrayContaining(['400', '413', '415']));
      if (contract.params || contract.query) expect(statuses).toContain('400');
      if (contract.auth !== 'public') {
        expect(statuses, contract.operationId).toEqual(expect.arrayContaining(['401', '403', '429']));
      }
    }
  });

  it('describe each error body with its family schema, which every rendered error matches', () => {
    for (const contract of allContracts) {
      const operation = operationOf(contract);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const content = (response as { content: Record<string, { schema: { $ref: string } }> }).content;
        const ref = content['application/json']?.schema.$ref ?? '';
        const name = ref.split('/').pop() ?? '';
        expect(document.components.schemas, `${contract.operationId} ${status}`).toHaveProperty(name);
      }
    }
    for (const [family, schema] of Object.entries(errorBodySchemas)) {
      for (const code of errorCodes) {
        const body = renderErrorBody(family as keyof typeof errorBodySchemas, {
          code,
          description: 'why',
          status: statusForCode(code),
          requestId: 'r',
        });
        expect((schema as z.ZodType).safeParse(body).success, `${family} ${code}`).toBe(true);
      }
    }
  });
});
