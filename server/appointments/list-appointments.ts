import type { SQL } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { DomainError, type ErrorCode, type Warning } from '../core/errors';
import { addDays, isCalendarDate, startOfLocalDay } from '../time/wall-clock';
import { createdByValues, type ListFilter } from './appointment.schemas';
import { listConditions, listOrderColumns, selectAppointmentListPage } from './appointment-records';
import { selectDepartmentTimeZone } from './booking-department-records';

export const maxPageSize = 100;

/** orderBy keys of the list operation (documented in its contract). */
export const listOrderKeys = listOrderColumns;

const positiveInteger = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : null;
};

function dateFilter(value: string | null | undefined, code: ErrorCode, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isCalendarDate(value))
    throw new DomainError(code, `${name} ${value} is not a date in the format yyyy-MM-dd`);
  return value;
}

const nonEmpty = (list: string[] | null | undefined) => (list && list.length > 0 ? list : null);

type CheckedListFilter = {
  pageNumber: number;
  pageSize: number;
  startDate: string | null;
  endDate: string | null;
  startCreated: string | null;
  endCreated: string | null;
  orderKey: keyof typeof listOrderKeys;
};

/** The paging, dates, createdBy and orderBy of a list request, checked in this order. */
function checkListFilter(f: ListFilter): CheckedListFilter {
  const pageNumber = positiveInteger(f.pageNumber);
  if (pageNumber === null)
    throw new DomainError('MISSING_OR_INVALID_PAGE_NUMBER', 'pageNumber is required: 1 or more');
  const pageSize = positiveInteger(f.pageSize);
  if (pageSize === null || pageSize > maxPageSize) {
    throw new DomainError('MISSING_OR_INVALID_PAGE_SIZE', `pageSize is required: 1 to ${maxPageSize}`);
  }
  const startDate = dateFilter(f.startDate, 'INVALID_START_DATE', 'startDate');
  const endDate = dateFilter(f.endDate, 'INVALID_END_DATE', 'endDate');
  const startCreated = dateFilter(f.startCreatedDate, 'INVALID_START_CREATED_DATE', 'startCreatedDate');
  const endCreated = dateFilter(f.endCreatedDate, 'INVALID_END_CREATED_DATE', 'endCreatedDate');
  if (f.createdBy && !(createdByValues as readonly string[]).includes(f.createdBy)) {
    throw new DomainError('INVALID_CREATED_BY', `createdBy must be one of ${createdByValues.join(', ')}`);
  }
  const orderKey = f.orderBy ?? 'appointmentDateTime';
  if (!(orderKey in listOrderKeys)) {
    throw new DomainError(
      'INVALID_ORDER_BY',
      `orderBy must be one of ${Object.keys(listOrderKeys).join(', ')}`,
    );
  }
  return {
    pageNumber,
    pageSize,
    startDate,
    endDate,
    startCreated,
    endCreated,
    orderKey: orderKey as keyof typeof listOrderKeys,
  };
}

/** One kind of filter the request sends: its name and its condition. */
type FilterKind = [string, SQL | undefined];

/** The kinds of filter the request sends, in the order the spec lists them. */
async function filterKindsOf(
  tx: UseCaseContext['db'],
  departmentUuid: string,
  f: ListFilter,
  checked: CheckedListFilter,
): Promise<FilterKind[]> {
  const { startDate, endDate, startCreated, endCreated } = checked;
  const kinds: FilterKind[] = [];
  const keys = nonEmpty(f.appointmentKeys);
  if (keys) kinds.push(['appointmentKeys', listConditions.appointmentKeys(keys)]);
  const uuids = nonEmpty(f.appointmentUuids);
  if (uuids) kinds.push(['appointmentUuids', listConditions.appointmentUuids(uuids)]);
  const customerUuids = nonEmpty(f.customerUuids);
  if (customerUuids) kinds.push(['customerUuids', listConditions.customerUuids(customerUuids)]);
  const teamUuids = nonEmpty(f.teamUuids);
  if (teamUuids) kinds.push(['teamUuids', listConditions.teamUuids(teamUuids)]);
  if (startDate || endDate) {
    kinds.push(['appointment date', listConditions.localDate(startDate, endDate)]);
  }
  if (startCreated || endCreated) {
    // Only created-date bounds are instants: the other filters need no look-up of the zone.
    const timeZone = await selectDepartmentTimeZone(tx, departmentUuid);
    kinds.push([
      'created date',
      listConditions.createdAt(
        startCreated ? startOfLocalDay(startCreated, timeZone) : null,
        endCreated ? startOfLocalDay(addDays(endCreated, 1), timeZone) : null,
      ),
    ]);
  }
  if (f.createdBy)
    kinds.push(['createdBy', listConditions.platform(f.createdBy as (typeof createdByValues)[number])]);
  return kinds;
}

/** The spec asks for one kind of filter per request; several are combined, with a warning. */
function combinedFiltersWarnings(kinds: FilterKind[]): Warning[] {
  if (kinds.length === 0) {
    throw new DomainError(
      'INVALID_REQUEST',
      'Send one filter: appointmentKeys, appointmentUuids, customerUuids, teamUuids, startDate/endDate, startCreatedDate/endCreatedDate or createdBy',
    );
  }
  return kinds.length > 1
    ? [
        {
          warningCode: 'MULTIPLE_FILTER_KINDS_COMBINED',
          warningDescription: `Filters ${kinds.map(([k]) => k).join(', ')} were combined: appointments match all of them`,
        },
      ]
    : [];
}

/**
 * POST /department/{id}/list. Filters of different kinds are combined (all must match) and the
 * response warns MULTIPLE_FILTER_KINDS_COMBINED, since the spec asks for one kind per request.
 */
export async function listAppointments(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUUID: string }; body: ListFilter },
) {
  const f = input.body;
  const checked = checkListFilter(f);
  const { pageNumber, pageSize } = checked;
  const departmentUuid = input.params.dealerDepartmentUUID;
  const kinds = await filterKindsOf(ctx.db, departmentUuid, f, checked);
  const warnings = combinedFiltersWarnings(kinds);
  const { items, total } = await selectAppointmentListPage(ctx.db, {
    departmentUuid,
    conditions: kinds.map(([, c]) => c),
    orderKey: checked.orderKey,
    ascending: f.sortAscending !== false,
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
  });
  return {
    errors: [],
    warnings,
    serviceAppointments: items,
    pageNumber,
    pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}
