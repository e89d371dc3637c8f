import { memberEndpoints, type MemberImportMapping } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@care/platform/query';
import { uploadToEndpoint } from '@care/platform/upload';
import { useEffect } from 'react';
import { memberKeys } from './member-keys';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

/** The file's columns, first rows and row count, read by the API as the import will read it. */
export function usePreviewImport(organizationId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      uploadToEndpoint(memberEndpoints.previewMemberImport, { params: { organizationId }, file }),
  });
}

/**
 * How many members, and so invitation e-mails, the import of this file with this mapping would
 * create now: the API checks the rows as the job will, against the members there already are.
 */
export function useImportInvitationCount(
  organizationId: string,
  file: File,
  mapping: MemberImportMapping,
) {
  const mappingText = JSON.stringify(mapping);
  return useQuery({
    queryKey: [
      ...memberKeys.importCount(organizationId),
      file.name,
      file.size,
      file.lastModified,
      mappingText,
    ],
    queryFn: async () => {
      const preview = await uploadToEndpoint(memberEndpoints.previewMemberImport, {
        params: { organizationId },
        file,
        fields: { mapping: mappingText },
      });
      return preview.invitationCount ?? 0;
    },
    // Members added meanwhile change the count: asked again each time the step opens.
    gcTime: 0,
    retry: false,
  });
}

/** Starts the import job; its progress is then read with `useImportJob`. */
export function useStartImport(organizationId: string) {
  return useMutation({
    mutationFn: ({
      file,
      mapping,
      sendInvitations,
    }: {
      file: File;
      mapping: MemberImportMapping;
      sendInvitations: boolean;
    }) =>
      uploadToEndpoint(memberEndpoints.importMembers, {
        params: { organizationId },
        file,
        fields: {
          mapping: JSON.stringify(mapping),
          sendInvitations: sendInvitations ? 'true' : 'false',
        },
      }),
  });
}

export const importJobQueryOptions = (organizationId: string, jobId: string) =>
  queryOptions({
    queryKey: memberKeys.importJob(organizationId, jobId),
    queryFn: ({ signal }) =>
      callEndpoint(memberEndpoints.getMemberImport, { params: { organizationId, jobId }, signal }),
    // Asked again while it runs, for the progress bar; a finished job does not change.
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? IMPORT_POLL_MS : false),
    staleTime: Infinity,
  });

/** An import's progress and, once done, its outcome; the members lists are read again then. */
export function useImportJob(organizationId: string, jobId: string) {
  const queryClient = useQueryClient();
  const job = useQuery(importJobQueryOptions(organizationId, jobId));
  const created = job.data?.status === 'DONE' ? job.data.created : 0;
  useEffect(() => {
    if (created > 0)
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists(organizationId) });
  }, [created, queryClient, organizationId]);
  return job;
}
