import type { z } from 'zod';
import { tenantOf, type UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { type SearchField, type searchCustomersQuerySchema, searchFields } from './customer.schemas';
import { loadCustomerDetails, searchCustomerRows } from './customer-records';
import { type CustomerWarning, customerWarning } from './customer-wire';
import { phoneSearchDigits } from './normalize-phone';

type SearchQuery = z.output<typeof searchCustomersQuerySchema>;

const maxSearchTermLength = 30;
const defaultMaxResults = 20;
const maxMaxResults = 100;

/**
 * Customers of the department's dealer whose names, company, key, emails, phone numbers or VINs
 * contain the words of the search term (case-insensitive). The filtering is one SQL query; the page
 * found is completed with three more (phones, emails, vehicles).
 */
export async function searchCustomers(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string }; query: SearchQuery },
) {
  const { dealerUuid } = tenantOf(ctx);
  const warnings: CustomerWarning[] = [];
  const term = input.query.searchTerm?.trim() ?? '';
  if (!term) throw new DomainError('INVALID_SEARCH_TERM', 'searchTerm is required');
  if (term.length > maxSearchTermLength) {
    throw new DomainError(
      'INVALID_SEARCH_TERM',
      `searchTerm has ${term.length} characters; at most ${maxSearchTermLength} are allowed`,
    );
  }
  const preference = searchPreference(input.query.searchPreference, warnings);
  const maxResults = maxResultsOf(input.query.maxResults, warnings);
  const fields = fieldsToSearch(input.query.fieldsToBeSearched, preference);
  const operator = input.query.queryOperator?.toUpperCase() === 'OR' ? 'OR' : 'AND';

  // A phone number is one word however it is spaced; other terms match word by word.
  const words = phoneSearchDigits(term) ? [term] : term.split(/\s+/);
  const rows = await searchCustomerRows(ctx.db, { dealerUuid, words, fields, operator, limit: maxResults });

  const matchingCount = rows[0]?.matchingCount ?? 0;
  if (matchingCount === 0) {
    warnings.push(customerWarning('NO_CUSTOMER_FOUND', `No customer matches "${term}"`));
  }
  const matchingCustomers = await loadCustomerDetails(ctx.db, {
    dealerUuid,
    customers: rows.map((r) => r.customer),
    includeVehicles: true,
  });
  return { ...okManageEnvelope(ctx.requestId), warnings, matchingCount, matchingCustomers };
}

function searchPreference(value: string | undefined, warnings: CustomerWarning[]): 'customer' | 'vehicle' {
  const preference = value?.trim().toLowerCase() || 'customer';
  if (preference === 'customer' || preference === 'vehicle') return preference;
  warnings.push(
    customerWarning(
      'INVALID_SEARCH_PREFERENCE',
      `searchPreference "${value}" is not customer or vehicle; used customer`,
    ),
  );
  return 'customer';
}

function maxResultsOf(value: string | undefined, warnings: CustomerWarning[]): number {
  if (value === undefined || value.trim() === '') return defaultMaxResults;
  const asked = /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  const used = Number.isNaN(asked) ? defaultMaxResults : Math.min(Math.max(asked, 1), maxMaxResults);
  if (used !== asked) {
    warnings.push(
      customerWarning(
        'INVALID_MAXRESULTS',
        `maxResults must be 1 to ${maxMaxResults}; used ${used} instead of "${value}"`,
      ),
    );
  }
  return used;
}

function fieldsToSearch(
  value: string | string[] | undefined,
  preference: 'customer' | 'vehicle',
): SearchField[] {
  const names = [value ?? []]
    .flat()
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (names.length === 0) return preference === 'vehicle' ? ['vehicles.vin'] : [...searchFields];
  const unknown = names.filter((n) => !(searchFields as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new DomainError(
      'INVALID_REQUEST',
      `fieldsToBeSearched has unknown fields ${unknown.join(', ')}; use ${searchFields.join(', ')}`,
    );
  }
  return [...new Set(names)] as SearchField[];
}
