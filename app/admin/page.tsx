import { redirect } from 'next/navigation';
import { DealerPicker } from '@/components/admin/dealers/dealer-picker';
import { requireSignedInUser } from '@/server/auth/current-user';

/** Straight to the dealership when there is only one to administer; else a choice. */
export default async function AdminHome() {
  const { administration } = await requireSignedInUser('/admin');
  const [only] = administration.dealerAdminOf;
  if (!administration.operator && only && administration.dealerAdminOf.length === 1)
    redirect(`/admin/${encodeURIComponent(only)}/profile`);
  return <DealerPicker operator={administration.operator} />;
}
