/**
 * Texts (and emails) of one-time codes handed to a sandbox provider (no real provider configured), kept
 * in this process's memory for ten minutes so a test or demo can read the code that would have
 * been texted. Nothing is kept when a real provider sends the texts.
 */
export type SandboxText = { dealerUuid: string; to: string; body: string; sentAt: Date };

const keepMs = 10 * 60 * 1000;
const most = 500;
const holder = globalThis as typeof globalThis & { servicebayOnlineSandboxTexts?: SandboxText[] };

function texts(): SandboxText[] {
  holder.servicebayOnlineSandboxTexts ??= [];
  return holder.servicebayOnlineSandboxTexts;
}

export function keepSandboxText(text: SandboxText): void {
  const list = texts();
  list.push(text);
  const cutoff = text.sentAt.getTime() - keepMs;
  while (list.length > most || (list[0] && list[0].sentAt.getTime() < cutoff)) list.shift();
}

/** The kept texts to a phone (or emails to an address) for a dealer, newest first. */
export function sandboxTextsTo(input: { dealerUuid: string; to: string; now: Date }): SandboxText[] {
  const cutoff = input.now.getTime() - keepMs;
  return texts()
    .filter((t) => t.dealerUuid === input.dealerUuid && t.to === input.to && t.sentAt.getTime() >= cutoff)
    .reverse();
}
