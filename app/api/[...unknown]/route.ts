import { unknownPath } from '@/server/http/method-not-allowed';

export {
  unknownPath as DELETE,
  unknownPath as GET,
  unknownPath as OPTIONS,
  unknownPath as PATCH,
  unknownPath as POST,
  unknownPath as PUT,
};
