import Link from 'next/link';
import type { ReactNode } from 'react';
import { zoneName } from '@/components/ui/clock';
import type { CurrentAdvisor } from '@/server/auth/current-advisor';
import { Brand } from './brand';
import { type DepartmentOption, DepartmentSwitcher } from './department-switcher';
import { MainNav } from './main-nav';
import { advisorNavItems, type NavItem } from './nav-items';
import { SignOutButton } from './sign-out-button';

function departmentOptions(advisor: CurrentAdvisor): DepartmentOption[] {
  // Dealer groups: an advisor in two rooftops needs the dealer's name to tell "Service" from "Service".
  const dealers = new Set(advisor.departments.map((d) => d.dealerUuid));
  return advisor.departments.map((d) => ({
    departmentUuid: d.departmentUuid,
    label: dealers.size > 1 ? `${d.dealerName} — ${d.departmentName}` : d.departmentName,
  }));
}

/** The signed-in frame: who and where (dealership, department), navigation and sign-out. */
export function AppShell({
  advisor,
  selectDepartment,
  extraNavItems = [],
  children,
}: {
  advisor: CurrentAdvisor;
  selectDepartment: (formData: FormData) => Promise<void>;
  /** After the advisor pages: the account, and administration for administrators. */
  extraNavItems?: readonly NavItem[];
  children: ReactNode;
}) {
  const { department } = advisor;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <Link href="/" className="rounded-md" aria-label="ServiceBay home">
            <Brand />
          </Link>
          <div className="order-last flex w-full min-w-0 flex-wrap items-center gap-x-4 gap-y-2 sm:order-none sm:w-auto sm:flex-1">
            <p className="min-w-0 truncate text-sm font-semibold text-slate-900">
              <span className="sr-only">Dealership: </span>
              {department.dealerName}
            </p>
            <p className="text-sm text-slate-600" title={department.timeZone}>
              Times in {zoneName(department)}
              <span className="sr-only"> ({department.timeZone})</span>
            </p>
            {advisor.departments.length > 1 ? (
              <DepartmentSwitcher
                options={departmentOptions(advisor)}
                selected={department.departmentUuid}
                selectDepartment={selectDepartment}
              />
            ) : (
              <p className="text-sm text-slate-600">
                <span className="sr-only">Department: </span>
                {department.departmentName}
              </p>
            )}
          </div>
          <div className="ml-auto flex items-center gap-3">
            <p className="max-w-48 truncate text-sm text-slate-700">
              <span className="sr-only">Signed in as </span>
              {advisor.name}
            </p>
            <SignOutButton />
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <div className="border-b border-slate-200 bg-white lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0">
          <MainNav
            items={[...advisorNavItems, ...extraNavItems]}
            departmentUuid={department.departmentUuid}
          />
        </div>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
