import { useTranslation } from '@care/i18n';
import { Box, Stack, Text, chakra } from '@care/ui';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import type { LogoCrop } from '../api/upload-outpost-logo';

export interface LogoCropperProps {
  file: Blob;
  /** The square chosen, in pixels of the upright picture; undefined until the picture loads. */
  onCrop: (crop: LogoCrop | undefined) => void;
  /** The browser cannot show the file as a picture. */
  onUnreadable: () => void;
}

const maxZoom = 4;

/** A local address for the chosen file, given back when the file changes or the cropper goes. */
function useObjectUrl(file: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * The square inside the picture, whole pixels: the cropper's area can be a pixel off square or
 * past the edge after rounding, which the API would refuse.
 */
export function squareIn(area: Area, media: Pick<MediaSize, 'naturalWidth' | 'naturalHeight'>) {
  const size = Math.max(
    1,
    Math.min(
      Math.round(area.width),
      Math.round(area.height),
      media.naturalWidth,
      media.naturalHeight,
    ),
  );
  const clamp = (value: number, limit: number) =>
    Math.min(Math.max(0, Math.round(value)), limit - size);
  return {
    x: clamp(area.x, media.naturalWidth),
    y: clamp(area.y, media.naturalHeight),
    size,
  };
}

/**
 * The chosen picture with a square frame over it: drag (or the arrow keys) to pan, the wheel,
 * a pinch or the slider to zoom. The square chosen is what the API keeps.
 */
export default function LogoCropper({ file, onCrop, onUnreadable }: LogoCropperProps) {
  const { t } = useTranslation('outposts');
  const url = useObjectUrl(file);
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const media = useRef<MediaSize | null>(null);

  // A new file starts over: centred, whole.
  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    onCrop(undefined);
  }, [file, onCrop]);

  return (
    <Stack gap="3" maxW="sm">
      <Text fontSize="sm" color="fg.muted">
        {t('form.crop')}
      </Text>
      <Box
        position="relative"
        width="full"
        aspectRatio="1"
        bg="bg.muted"
        borderRadius="md"
        overflow="hidden"
      >
        {url && (
          <Cropper
            image={url}
            crop={crop}
            zoom={zoom}
            maxZoom={maxZoom}
            aspect={1}
            objectFit="contain"
            keyboardStep={10}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onMediaLoaded={(size) => {
              media.current = size;
            }}
            onCropComplete={(_area, pixels) =>
              onCrop(media.current ? squareIn(pixels, media.current) : undefined)
            }
            mediaProps={{ alt: t('form.preview'), onError: onUnreadable }}
            cropperProps={{ 'aria-label': t('form.cropArea') }}
          />
        )}
      </Box>
      <Stack gap="1">
        <chakra.label htmlFor={zoomId} fontSize="sm" fontWeight="medium">
          {t('form.zoom')}
        </chakra.label>
        <chakra.input
          id={zoomId}
          type="range"
          min={1}
          max={maxZoom}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
          accentColor="colorPalette.solid"
        />
      </Stack>
    </Stack>
  );
}
