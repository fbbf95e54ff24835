import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import { appointmentEnvelope, genericEnvelope } from './envelopes';
import {
  getOpcodeResultSchema,
  migrateCommunicationCodesRequestSchema,
  migrateCommunicationCodesResultSchema,
  saveOpcodeRequestSchema,
  saveOpcodeResultSchema,
  searchMenusRequestSchema,
  searchMenusResultSchema,
  searchOpcodesRequestSchema,
  searchOpcodesResultSchema,
} from './opcode.schemas';

const tag = 'Opcodes';
const authErrors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
] as const;

const departmentParams = z.object({ dealerDepartmentUuid: pathId });
const dealerParams = z.object({ dealerUUID: pathId });

const saveDescription = [
  'Scope opcode.operation.write (the spec names none for this operation; wire-facts lists kopcode.operation.write). A dealer-level grant covers every department of the dealer; a department-level grant covers its department. A signed-in advisor (session cookie) carries it only as an administrator of the dealership or with the authority scheduling.settings.manage; others get 403 FORBIDDEN.',
  'Without opcode.uuid a new opcode is created, unless the department already has the labor code (case-insensitive): then errorOnDuplicate true answers OPCODE_ALREADY_EXISTS and errorOnDuplicate false (the default) updates that opcode.',
  'With opcode.uuid that opcode is updated (INCORRECT_OPCODE when the department has none with that uuid). Changing the labor code to one another opcode of the department uses is OPCODE_ALREADY_EXISTS.',
  'Updating merges: a field left out keeps its stored value; null clears it (flags keep their value, lists become empty).',
  'Prices are exact decimals with at most two decimals, answered as strings ("85.00"); opCodeDurationInMinutes is whole minutes, answered as a string ("30").',
  'vehicleMileageConfigList: [{fromMileage, toMileage|null}], inclusive ranges of vehicle mileage the opcode applies to (empty: every vehicle).',
  'dailyLimitConfigList: [{dayOfWeek 0=Sunday..6, limit}], the most appointments per weekday that may include the opcode (no entry: no limit); scheduling reads these and leadTimeInMinutes.',
  "Every change is recorded in the opcode's history with eventDealerAssociateUuid (which must be a dealer associate of the dealer, else INCORRECT_USER_INFO); read it with GET /api/opcodes/v1/dealers/{dealerUUID}/operations/{operationUuid}.",
  'The success body is {errors: [], warnings: [], apiRequestId, opcode, isNew}.',
].join(' ');

const saveErrors: ErrorCode[] = [
  ...authErrors,
  'INVALID_REQUEST',
  'MALFORMED_JSON',
  'INVALID_DEPT_UUID',
  'OPCODE_LABORCODE_MANDATORY',
  'OPCODE_ALREADY_EXISTS',
  'INCORRECT_OPCODE',
  'INCORRECT_USER_INFO',
  'OPCODE_SAVE_OPERATIONS_FAILURE',
] as const;

const inDepartment = {
  scope: 'opcode.operation.write' as const,
  level: 'DEPARTMENT' as const,
  tenants: ({ params }: { params: { dealerDepartmentUuid: string } }) => [
    { departmentUuid: params.dealerDepartmentUuid },
  ],
};

const saveOpcodeBase = {
  path: '/api/appointment/v2/department/{dealerDepartmentUuid}/opcode',
  tag,
  family: 'appointment' as const,
  auth: inDepartment,
  params: departmentParams,
  body: saveOpcodeRequestSchema,
  response: appointmentEnvelope(saveOpcodeResultSchema),
  errors: saveErrors,
};

export const saveOpcodeContract = defineContract({
  ...saveOpcodeBase,
  operationId: 'saveOpcode',
  method: 'POST',
  summary: 'Save a labor opcode (create, or update with opcode.uuid)',
  description: saveDescription,
});

export const updateOpcodeContract = defineContract({
  ...saveOpcodeBase,
  operationId: 'updateOpcode',
  method: 'PUT',
  summary: 'Update an existing labor opcode by opcode.uuid',
  description: `The update to use after OPCODE_ALREADY_EXISTS: opcode.uuid is required (INCORRECT_OPCODE without it or when the department has no such opcode). ${saveDescription}`,
});

const byDealer = (scope: 'opcode.operation.read' | 'opcode.factory.menu.read') => ({
  scope,
  level: 'DEALER' as const,
  tenants: ({ params }: { params: { dealerUUID: string } }) => [{ dealerUuid: params.dealerUUID }],
});

const readErrors: ErrorCode[] = [
  ...authErrors,
  'INVALID_REQUEST',
  'MALFORMED_JSON',
  'INVALID_DEALER_UUID',
  'INVALID_DEPT_UUID',
];

export const searchOpcodesContract = defineContract({
  operationId: 'searchOpcodes',
  method: 'POST',
  path: '/api/opcodes/v1/dealers/{dealerUUID}/operations/searches',
  summary: "Search the dealer's labor opcodes",
  description:
    'Scope opcode.operation.read at dealer level. Opcodes of every department of the dealer, or of dealerDepartmentUuid. searchTerm matches part of laborOpCode, opCodeName or communicationCode (case-insensitive); each visibility filter keeps only opcodes whose flag equals it. Paged by startPosition (offset) and resultSize (at most 50); totalCount counts every match. Answers in the opcodes service envelope (errors with errorName, errorMessage, integer errorCode).',
  tag,
  family: 'envelope',
  auth: byDealer('opcode.operation.read'),
  params: dealerParams,
  body: searchOpcodesRequestSchema,
  response: genericEnvelope(searchOpcodesResultSchema),
  errors: readErrors,
});

export const getOpcodeContract = defineContract({
  operationId: 'getOpcode',
  method: 'GET',
  path: '/api/opcodes/v1/dealers/{dealerUUID}/operations/{operationUuid}',
  summary: 'Read one opcode with its change history',
  description:
    'Scope opcode.operation.read at dealer level. An opcode of another dealer is 404 INCORRECT_OPCODE. history lists creations, updates and communication-code migrations with the changed fields and the eventDealerAssociateUuid given.',
  tag,
  family: 'envelope',
  auth: byDealer('opcode.operation.read'),
  params: z.object({ dealerUUID: pathId, operationUuid: pathId }),
  response: genericEnvelope(getOpcodeResultSchema),
  errors: [...authErrors, 'INVALID_DEALER_UUID', 'INCORRECT_OPCODE'],
  errorStatuses: { INCORRECT_OPCODE: 404 },
});

const menusDescription =
  'Each menu lists its lines in order; a line with operationUuid books that department opcode. To book a menu, send service items with menuUuid, operationType (the menu type), parentTitle (menuCode), and per line title (laborOpCode) and operationUuid.';

export const searchMenusContract = defineContract({
  operationId: 'searchMenus',
  method: 'POST',
  path: '/api/opcodes/v1/dealers/{dealerUUID}/menus/searches',
  summary: "Search the dealer's service menus (operationType SERVICEMENU)",
  description: `Scope opcode.operation.read at dealer level. ${menusDescription} Same paging and envelope as the opcode search; currentMileage is ignored here.`,
  tag,
  family: 'envelope',
  auth: byDealer('opcode.operation.read'),
  params: dealerParams,
  body: searchMenusRequestSchema,
  response: genericEnvelope(searchMenusResultSchema),
  errors: readErrors,
});

export const searchFactoryMenusContract = defineContract({
  operationId: 'searchFactoryMenus',
  method: 'POST',
  path: '/api/opcodes/v1/dealers/{dealerUUID}/factory-menus/searches',
  summary: 'Search factory maintenance menus by mileage (operationType SERVICEMOTORSMAINTENANCEMENU)',
  description: `Scope opcode.factory.menu.read at dealer level. Ordered by the mileage each menu is due at; with currentMileage only menus due at or after it, so the first is the next service due. ${menusDescription}`,
  tag,
  family: 'envelope',
  auth: byDealer('opcode.factory.menu.read'),
  params: dealerParams,
  body: searchMenusRequestSchema,
  response: genericEnvelope(searchMenusResultSchema),
  errors: readErrors,
});

const migrateBody = migrateCommunicationCodesRequestSchema.refine(
  (b) => Boolean(b.dealerUuid?.trim() || b.dealerDepartmentUuid?.trim()),
  {
    message: 'name the dealerUuid or the dealerDepartmentUuid whose opcodes to migrate',
    path: ['dealerUuid'],
  },
);

const migrateDescription = [
  "Rewrites the communication codes (the customer-facing code that messages and the DMS use for an opcode) of a dealer's opcodes, or of one department's with dealerDepartmentUuid.",
  'mappings [{from, to}]: every opcode whose code equals from (case-insensitive) gets to. fillMissingFromLaborCode true: an opcode without a code gets its laborOpCode. At least one of the two is required (NOTHING_TO_MIGRATE).',
  "A code may appear once as a from and may not be another mapping's to (INVALID_COMMUNICATION_CODE_MAPPING): the migration is idempotent, a second run changes nothing.",
  'dryRun true reports exactly the changes an apply would make and writes nothing. An apply writes one history entry per changed opcode (event COMMUNICATION_CODE_MIGRATED, with eventDealerAssociateUuid).',
  'Scope opcode.operation.write: at dealer level for a whole dealer; a department-level grant suffices with dealerDepartmentUuid. A signed-in advisor (session cookie) carries it only as an administrator of the dealership or with the authority scheduling.settings.manage; others get 403 FORBIDDEN.',
  'Every answer (200, 400, 401, 403, 500) is the generic envelope: errors [{errorName, errorMessage, errorCode int}], warnings [{warningCode, warningTitle, warningMessage}] (MAPPING_NOT_USED when no opcode has a from code), statusCode, apiRequestId.',
].join(' ');

const migrateBase = {
  method: 'POST' as const,
  tag,
  family: 'envelope' as const,
  auth: {
    scope: 'opcode.operation.write' as const,
    level: 'DEPARTMENT' as const,
    tenants: ({ body }: { body: z.output<typeof migrateBody> }) => {
      const departmentUuid = body.dealerDepartmentUuid?.trim();
      return departmentUuid ? [{ departmentUuid }] : [{ dealerUuid: (body.dealerUuid ?? '').trim() }];
    },
  },
  body: migrateBody,
  response: genericEnvelope(migrateCommunicationCodesResultSchema),
  errors: [
    ...authErrors,
    'INVALID_REQUEST',
    'MALFORMED_JSON',
    'INVALID_DEALER_UUID',
    'INVALID_DEPT_UUID',
    'INCORRECT_USER_INFO',
    'NOTHING_TO_MIGRATE',
    'INVALID_COMMUNICATION_CODE_MAPPING',
  ] as const,
};

export const migrateCommunicationCodesContract = defineContract({
  ...migrateBase,
  operationId: 'migrateCommunicationCodes',
  path: '/api/opcodes/migrate/communication-codes',
  summary: 'Migrate communication codes of opcodes (dry run or apply)',
  description: migrateDescription,
});

export const migrateCommunicationCodesAliasContract = defineContract({
  ...migrateBase,
  operationId: 'migrateCommunicationCodesAlias',
  path: '/api/migrate/communication-codes',
  summary: 'Migrate communication codes of opcodes (the path the spec names)',
  description: `Same operation as POST /api/opcodes/migrate/communication-codes. ${migrateDescription}`,
});
