import type { Customer } from '../db/schema';

/** The name a message shows for the customer: a business's company, else the person's name. */
export const customerName = (customer: Customer): string | null =>
  customer.isBusiness && customer.company
    ? customer.company
    : [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.company;
