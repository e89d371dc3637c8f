import { outpostLogo } from '@care/contracts';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { problems } from '../../domain/errors';

// Every upload is a different picture: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * A 2 MiB file can still unpack into a gigantic bitmap (a "decompression bomb"); 40 megapixels
 * is more than any camera picture a logo is made from, and about 160 MB to decode at most.
 */
export const maxLogoInputPixels = 40_000_000;

/** The square of the upright picture to keep, in its pixels. */
export interface LogoCrop {
  x: number;
  y: number;
  size: number;
}

const acceptedTypes = new Set<string>(Object.keys(outpostLogo.acceptedTypes));

const unreadable = () =>
  problems.unsupportedMediaType('The file could not be read as a PNG, JPEG or WebP image.');

/**
 * Makes a stored logo out of an uploaded file: the type is told by the bytes (not the name or
 * the declared type), the picture is turned upright, cropped to the given square (or fitted
 * whole into one on a transparent background) and re-encoded as a WebP of at most 512×512.
 * Re-encoding keeps only the pixels, so EXIF (a camera's GPS position), comments and anything
 * hidden after the image data are gone.
 */
export async function makeLogo(data: Buffer, crop?: LogoCrop): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !acceptedTypes.has(detected.mime)) {
    throw problems.unsupportedMediaType('The logo must be a PNG, JPEG or WebP image.');
  }

  let width: number;
  let height: number;
  try {
    // Upright: the crop was chosen on the picture as a browser shows it, turned by its EXIF
    // orientation. The size is read from the header alone, decoding nothing, so it is checked
    // against the limit below however large the header says it is: sharp's own default limit
    // (16383² pixels) would refuse a larger one here as if the file were no picture.
    ({ width, height } = (await sharp(data, { limitInputPixels: false }).metadata()).autoOrient);
  } catch {
    throw unreadable();
  }
  if (width * height > maxLogoInputPixels) {
    throw problems.tooLarge(
      `The picture has ${width}×${height} pixels; at most ${maxLogoInputPixels / 1_000_000} megapixels are taken.`,
    );
  }
  if (crop && (crop.x + crop.size > width || crop.y + crop.size > height)) {
    throw problems.validation('The crop is outside the picture.', [
      { path: 'cropSize', message: `The square must lie inside the ${width}×${height} picture` },
    ]);
  }

  const square = crop?.size ?? Math.max(width, height);
  const side = Math.min(square, outpostLogo.side);
  const pipeline = sharp(data, { limitInputPixels: maxLogoInputPixels }).autoOrient();
  if (crop) pipeline.extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size });
  try {
    return await pipeline
      .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
