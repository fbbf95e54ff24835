/** The signed-in advisor as the inbox needs them: whose department, who sends, which clock. */
export type InboxAdvisor = { departmentUuid: string; userUuid: string; timeZone: string };
