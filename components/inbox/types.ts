/**
 * The signed-in advisor as the inbox needs them: whose department, who sends, which clock; their
 * name and their dealership's for templates ({advisorName}, {dealerName}) when known.
 */
export type InboxAdvisor = {
  departmentUuid: string;
  userUuid: string;
  timeZone: string;
  name?: string;
  dealerName?: string;
};
