import multipart from '@fastify/multipart';
import { problemTypes, type Upload } from '@care/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '../domain/errors';
import { ProblemError } from './problem';
import { unstorableTexts } from './text-input';

/** A file as an upload endpoint's handler gets it: read whole, within the endpoint's limit. */
export interface UploadedFile {
  filename: string;
  /** What the sender claims; never trusted for what the bytes are. */
  mimetype: string;
  data: Buffer;
}

/** A form field carries a short value; anything longer is not one. */
const maxFieldBytes = 64 * 1024;

/**
 * Lets upload endpoints read `multipart/form-data` (member imports, logos); every other
 * endpoint still takes JSON only (registerEndpoints answers a multipart body there 415). Parts
 * are read by the endpoint's own handler, after the guard, so nobody's file is read before
 * their token is checked.
 */
export async function installMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: { fieldSize: maxFieldBytes } });
}

function zodFieldErrors(issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        path: path ? `${path}.${key}` : key,
        message: 'Unrecognized key',
      }));
    return [{ path, message: issue.message }];
  });
}

const invalidForm = (errors: FieldError[]) =>
  new ProblemError(400, problemTypes.validation, 'The form is invalid.', errors);

const tooLarge = (upload: Upload) =>
  new ProblemError(
    413,
    problemTypes.tooLarge,
    `The file is larger than ${upload.maxFileBytes / (1024 * 1024)} MiB.`,
  );

/** @fastify/multipart's own errors carry a code and a status; busboy's parse errors neither. */
const errorOf = (error: unknown) =>
  typeof error === 'object' && error !== null
    ? (error as { code?: unknown; statusCode?: unknown })
    : {};

/**
 * Reads an upload endpoint's form: its fields, which come first and are checked as soon as the
 * file part begins (a bad field is a 400 before a byte of the file is read), then the file,
 * refused with 413 the moment it passes the endpoint's limit.
 */
export async function readUpload(
  request: FastifyRequest,
  upload: Upload,
): Promise<Record<string, unknown> & { file: UploadedFile }> {
  // A body that announces more than the file and its fields can hold is refused before reading.
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > upload.maxFileBytes + 20 * maxFieldBytes + 64 * 1024) throw tooLarge(upload);
  const values: Record<string, string> = {};
  let fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  const checkFields = () => {
    if (!upload.fields) {
      const unknown = Object.keys(values);
      if (unknown.length > 0)
        throw invalidForm(unknown.map((path) => ({ path, message: 'Unrecognized key' })));
      return {};
    }
    const parsed = upload.fields.safeParse(values);
    if (!parsed.success) throw invalidForm(zodFieldErrors(parsed.error.issues));
    // A field's JSON may spell a NUL or a lone surrogate, which no JSON body hook sees here.
    const unstorable = unstorableTexts(parsed.data);
    if (unstorable.length > 0) throw invalidForm(unstorable);
    return parsed.data as Record<string, unknown>;
  };

  try {
    const parts = request.parts({
      limits: { fileSize: upload.maxFileBytes, files: 1, fieldSize: maxFieldBytes, fields: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new ProblemError(
            413,
            problemTypes.tooLarge,
            `The field ${part.fieldname} is too long.`,
          );
        if (file) {
          throw invalidForm([{ path: part.fieldname, message: 'Send the fields before the file' }]);
        }
        values[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== upload.file) {
        part.file.resume();
        throw invalidForm([
          { path: part.fieldname, message: `The file goes in the part "${upload.file}"` },
        ]);
      }
      fields = checkFields();
      const data = await part.toBuffer();
      file = { filename: part.filename, mimetype: part.mimetype, data };
    }
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    const { code, statusCode } = errorOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(upload);
    if (statusCode === 413)
      throw new ProblemError(413, problemTypes.tooLarge, 'The form has too many parts.');
    throw new ProblemError(
      400,
      problemTypes.validation,
      `The multipart body could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!file) {
    checkFields();
    throw invalidForm([{ path: upload.file, message: 'A file is required' }]);
  }
  return { ...fields, file };
}
