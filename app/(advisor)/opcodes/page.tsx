import type { Metadata } from 'next';
import { OpcodeAdmin } from '@/components/opcodes/opcode-admin';
import { ReadOnlyNote } from '@/components/settings/read-only-note';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';
import { mayChangeRulesOf } from '@/server/auth/rules-access';

export const metadata: Metadata = { title: 'Opcodes' };

export default async function OpcodesPage() {
  const { userUuid, department } = await requireCurrentAdvisor();
  const editable = await mayChangeRulesOf(userUuid, department);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Labor opcodes</h1>
        <p className="mt-1 text-slate-600">
          The services {department.departmentName} at {department.dealerName} offers, with their time, price
          and where customers and advisors can book them.
        </p>
      </div>
      {!editable && <ReadOnlyNote what="the opcodes" />}
      <OpcodeAdmin
        key={department.departmentUuid}
        readOnly={!editable}
        scope={{
          dealerUuid: department.dealerUuid,
          departmentUuid: department.departmentUuid,
          dealerAssociateUuid: department.dealerAssociateUuid,
        }}
      />
    </div>
  );
}
