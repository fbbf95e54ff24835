import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { migrateCommunicationCodesAliasContract } from '@/server/opcodes/contracts';
import { migrateCommunicationCodes } from '@/server/opcodes/migrate-communication-codes';

export const POST = route(migrateCommunicationCodesAliasContract, migrateCommunicationCodes);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
