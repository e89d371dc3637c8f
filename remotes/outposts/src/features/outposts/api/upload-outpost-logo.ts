import { outpostEndpoints } from '@care/contracts/outpost';
import { useMutation, useQueryClient } from '@care/platform/query';
import { uploadToEndpoint, type UploadProgress } from '@care/platform/upload';
import { ifMatch, outpostKeys } from './query-keys';

/** The square to keep, in pixels of the upright picture. */
export interface LogoCrop {
  x: number;
  y: number;
  size: number;
}

export interface UploadLogoInput {
  outpostId: string;
  version: number;
  file: File;
  /** Without one the API fits the whole picture into a square. */
  crop?: LogoCrop;
  onProgress?: (progress: UploadProgress) => void;
}

export function uploadOutpostLogo(
  organizationId: string,
  { outpostId, version, file, crop, onProgress }: UploadLogoInput,
) {
  return uploadToEndpoint(outpostEndpoints.uploadOutpostLogo, {
    params: { organizationId, outpostId },
    file,
    ...(crop
      ? { fields: { cropX: String(crop.x), cropY: String(crop.y), cropSize: String(crop.size) } }
      : {}),
    headers: ifMatch(version),
    ...(onProgress ? { onProgress } : {}),
  });
}

export function useUploadOutpostLogo(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadLogoInput) => uploadOutpostLogo(organizationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outpostKeys.all(organizationId) }),
  });
}
