// conversations/ imports findSender from here; it now lives with the send's other look-ups.
export { findSender, type Sender } from './send-party-records';
