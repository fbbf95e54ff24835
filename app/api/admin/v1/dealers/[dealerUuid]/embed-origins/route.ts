import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getEmbedOriginsContract, saveEmbedOriginsContract } from '@/server/visits/contracts';
import { getEmbedOrigins } from '@/server/visits/get-embed-origins';
import { saveEmbedOrigins } from '@/server/visits/save-embed-origins';

export const GET = route(getEmbedOriginsContract, getEmbedOrigins);
export const PUT = route(saveEmbedOriginsContract, saveEmbedOrigins);
export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'PUT']);
