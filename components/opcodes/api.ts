import { ApiError, requestJson } from '@/components/request-json';
import type {
  CommunicationCodeChange,
  MenuDto,
  MigrateCommunicationCodesRequest,
  OpcodeDto,
  OpcodeHistoryEntryDto,
  OpcodeInput,
  SearchMenusRequest,
  SearchOpcodesRequest,
} from '@/server/opcodes/opcode.schemas';

const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  requestJson<T>(method, path, body);

export type OpcodePage = { totalCount: number; startPosition: number; operations: OpcodeDto[] };
export type MenuPage = { totalCount: number; startPosition: number; menus: MenuDto[] };
export type SavedOpcode = { opcode: OpcodeDto; isNew: boolean };
export type OpcodeWithHistory = { operation: OpcodeDto; history: OpcodeHistoryEntryDto[] };
export type MigrationReport = {
  dryRun: boolean;
  opcodesExamined: number;
  opcodesChanged: number;
  mappedCount: number;
  filledCount: number;
  changes: CommunicationCodeChange[];
  warnings: Array<{ warningCode: string; warningMessage: string }>;
};

export const opcodeApi = {
  search: (dealerUuid: string, body: SearchOpcodesRequest) =>
    call<OpcodePage>('POST', `/api/opcodes/v1/dealers/${dealerUuid}/operations/searches`, body),
  get: (dealerUuid: string, operationUuid: string) =>
    call<OpcodeWithHistory>('GET', `/api/opcodes/v1/dealers/${dealerUuid}/operations/${operationUuid}`),
  save: (
    departmentUuid: string,
    body: { opcode: OpcodeInput; errorOnDuplicate: boolean; eventDealerAssociateUuid: string },
  ) =>
    call<SavedOpcode>(
      body.opcode.uuid ? 'PUT' : 'POST',
      `/api/appointment/v2/department/${departmentUuid}/opcode`,
      body,
    ),
  menus: (dealerUuid: string, body: SearchMenusRequest) =>
    call<MenuPage>('POST', `/api/opcodes/v1/dealers/${dealerUuid}/menus/searches`, body),
  factoryMenus: (dealerUuid: string, body: SearchMenusRequest) =>
    call<MenuPage>('POST', `/api/opcodes/v1/dealers/${dealerUuid}/factory-menus/searches`, body),
  migrate: (body: MigrateCommunicationCodesRequest) =>
    call<MigrationReport>('POST', '/api/opcodes/migrate/communication-codes', body),
};

export { ApiError };
