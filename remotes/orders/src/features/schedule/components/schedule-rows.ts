import type { ScheduleItem } from '@care/contracts/schedule';

/** A row of the week: nobody yet (`assistant` null), or one assistant, with their orders. */
export interface ScheduleRow {
  assistant: { memberId: string; firstName: string; lastName: string } | null;
  items: ScheduleItem[];
}

/**
 * The week's rows: the orders nobody is on yet first, then each assistant by name; an order
 * with several assistants is in each of their rows. Narrowed to one assistant, only theirs.
 */
export function scheduleRows(items: ScheduleItem[], onlyAssistantId?: string): ScheduleRow[] {
  const unassigned: ScheduleRow = { assistant: null, items: [] };
  const byAssistant = new Map<string, ScheduleRow>();
  for (const item of items) {
    if (item.assistants.length === 0) unassigned.items.push(item);
    for (const { memberId, firstName, lastName } of item.assistants) {
      if (onlyAssistantId && memberId !== onlyAssistantId) continue;
      let row = byAssistant.get(memberId);
      if (!row) {
        row = { assistant: { memberId, firstName, lastName }, items: [] };
        byAssistant.set(memberId, row);
      }
      row.items.push(item);
    }
  }
  const assistants = [...byAssistant.values()].sort(
    (a, b) =>
      a.assistant!.lastName.localeCompare(b.assistant!.lastName) ||
      a.assistant!.firstName.localeCompare(b.assistant!.firstName),
  );
  return onlyAssistantId ? assistants : [unassigned, ...assistants];
}

/** The orders of one day, in the answer's order (by window, then time). */
export const itemsOn = (items: ScheduleItem[], day: string) =>
  items.filter((item) => item.date === day);
