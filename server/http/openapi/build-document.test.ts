import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-document';
import { allContracts } from './registry';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is OpenAPI 3.1 with Basic authentication', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.basicAuth).toEqual({ type: 'http', scheme: 'basic' });
  });

  it('lists every contract once, with its scope and the body schema', () => {
    for (const contract of allContracts) {
      const operation = document.paths[contract.path]?.[contract.method.toLowerCase()] as Record<
        string,
        unknown
      >;
      expect(operation, `${contract.method} ${contract.path}`).toBeDefined();
      expect(operation.operationId).toBe(contract.operationId);
      if (contract.auth !== 'public' && 'scope' in contract.auth)
        expect(operation['x-scope']).toBe(contract.auth.scope);
      if (contract.auth !== 'public' && 'role' in contract.auth)
        expect(operation['x-role']).toBe(contract.auth.role);
      if (contract.body) expect(operation.requestBody).toBeDefined();
    }
    const operationIds = allContracts.map((c) => c.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('lists the manage operations', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/manage/v2/dealer/role/list',
        '/api/manage/v2/user/partner',
        '/api/manage/v2/department/{departmentUUID}/user/{userUuid}/authority/partial',
        '/api/manage/v2/department/dealerAssociate/list',
        '/api/manage/v2/departments/{departmentUUID}/dealerAssociate/default',
        '/api/manage/v2/dealer/list',
      ]),
    );
  });

  it('documents path parameters with the names the routes use', () => {
    const operation = document.paths[
      '/api/manage/v2/department/{departmentUUID}/user/{userUuid}/authority/partial'
    ]?.post as { parameters: Array<{ name: string; in: string }> };
    expect(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
      'departmentUUID',
      'userUuid',
    ]);
  });

  it('documents the contact card as text/vcard and its errors as the JSON the handler answers', () => {
    const operation = document.paths['/api/communications/department/{departmentUUID}/vcard']?.get as {
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(Object.keys(operation.responses['200']?.content ?? {})).toEqual(['text/vcard']);
    expect(Object.keys(operation.responses['404']?.content ?? {})).toEqual(['application/json']);
  });

  it('describes the answers outside any operation once, and 431 on every operation', () => {
    const shared = document.components.responses as Record<string, { 'x-status': number }>;
    expect(Object.values(shared).map((r) => r['x-status'])).toEqual([404, 405, 400, 431, 500]);
    for (const contract of allContracts) {
      const operation = document.paths[contract.path]?.[contract.method.toLowerCase()] as {
        responses: Record<string, unknown>;
      };
      expect(operation.responses, contract.operationId).toHaveProperty('431');
    }
  });
});
