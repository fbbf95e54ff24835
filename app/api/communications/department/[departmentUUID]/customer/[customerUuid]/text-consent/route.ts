import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getTextConsentContract, recordConsentContract } from '@/server/messaging/contracts';
import { getTextConsent } from '@/server/messaging/get-text-consent';
import { recordConsent } from '@/server/messaging/record-consent';

export const GET = route(getTextConsentContract, getTextConsent);
export const POST = route(recordConsentContract, recordConsent);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
