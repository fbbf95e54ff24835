import { getDepartmentVCard } from '@/server/messaging/department-vcard';

export const GET = getDepartmentVCard;
