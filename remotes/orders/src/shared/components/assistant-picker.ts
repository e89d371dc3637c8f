import type { ComboboxOption } from '@care/ui/fields';
import { useMemo, useState } from 'react';
import { useAssistant, useAssistants } from '../api/list-assistants';

/**
 * What the list's filter by assistant needs, the organization's ACCEPTED assistants searched by
 * the API as the operator types: spread into `ComboboxPicker`. `chosenId` is shown by name even
 * before a search has found it; `loadOnOpen` asks for none until the picker is first opened
 * (a filter most visits never use).
 */
export function useAssistantPicker(
  organizationId: string,
  { chosenId, loadOnOpen = false }: { chosenId?: string; loadOnOpen?: boolean } = {},
) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(!loadOnOpen);
  const assistants = useAssistants(organizationId, search, opened);
  const items = assistants.data?.items;
  const options = useMemo<ComboboxOption[]>(
    () =>
      (items ?? []).map((member) => ({
        value: member.id,
        label: `${member.firstName} ${member.lastName}`,
        description: member.accountEmail,
      })),
    [items],
  );
  const found = chosenId ? options.find((option) => option.value === chosenId) : undefined;
  const chosen = useAssistant(organizationId, chosenId && !found ? chosenId : undefined);
  const selectedOption: ComboboxOption | undefined =
    found ??
    (chosen.data && chosen.data.id === chosenId
      ? {
          value: chosen.data.id,
          label: `${chosen.data.firstName} ${chosen.data.lastName}`,
          description: chosen.data.accountEmail,
        }
      : undefined);
  return {
    options,
    onSearch: setSearch,
    onOpen: () => setOpened(true),
    loading: assistants.isFetching,
    selectedOption,
  };
}
