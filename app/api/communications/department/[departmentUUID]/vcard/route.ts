import { otherMethods } from '@/server/http/method-not-allowed';
import { getDepartmentVCard } from '@/server/http/vcard-route';

export const GET = getDepartmentVCard;
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
