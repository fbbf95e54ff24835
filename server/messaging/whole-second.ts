/**
 * Thread times are kept to the whole second: the conversation cursor (lastMessageReceivedOn) has
 * second precision, so messages of one second are one tie group, told apart by uuid, never split
 * by milliseconds the client cannot send back.
 */
export const wholeSecond = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);
