import { getLanguage } from '@care/i18n';
import { FileUpload, Icon, Text } from '@chakra-ui/react';
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useId, useRef, useState } from 'react';
import { LuFile, LuUpload } from 'react-icons/lu';
import { useController, type FieldValues } from 'react-hook-form';
import { FormField, type BoundFieldProps } from '@care/ui/forms';
import { describeFileTypes, formatFileSize, type AcceptedFileTypes } from './file-limits';
import { useFieldsTranslation } from './i18n';

export type FileDropZoneProps<
  T extends FieldValues,
  TOut extends FieldValues = T,
> = BoundFieldProps<T, TOut> & {
  /**
   * The file types taken, MIME type → extensions: `{ 'image/png': ['.png'] }`. Checked by
   * the file's reported type and its name's extension; the API checks the bytes.
   */
  accept: AcceptedFileTypes;
  /** The largest file taken, in bytes: the same limit the API answers 413 above. */
  maxSize: number;
};

type RejectionKey = 'invalidType' | 'tooLarge' | 'empty' | 'tooMany' | 'invalid';

const rejectionKeys: Record<string, RejectionKey> = {
  FILE_INVALID_TYPE: 'invalidType',
  FILE_TOO_LARGE: 'tooLarge',
  FILE_TOO_SMALL: 'empty',
  TOO_MANY_FILES: 'tooMany',
};

/**
 * One file to upload (a logo, a CSV import), dropped on the zone or picked with the
 * system's file dialog (the zone is a button: Enter or Space opens it). The type and
 * size are checked before anything is sent, and a wrong file is named with what is wrong
 * in the user's language. The form holds the `File`, or null; the chosen file shows with
 * its size and a button that removes it.
 */
export function FileDropZone<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  accept,
  maxSize,
}: FileDropZoneProps<T, TOut>) {
  const { t } = useFieldsTranslation();
  const language = getLanguage();
  const { field, fieldState } = useController({ control, name });
  const file = (field.value ?? null) as File | null;
  const [rejection, setRejection] = useState<{ key: RejectionKey; size: number } | null>(null);
  const types = describeFileTypes(accept, language);
  const maxText = formatFileSize(maxSize, language);
  const limitsText = t('file.limits', { types, size: maxText });
  const limitsId = useId();

  // After a removal the zone comes back; keyboard users continue from it.
  const dropzoneRef = useRef<HTMLDivElement | null>(null);
  const focusZone = useRef(false);
  useEffect(() => {
    if (file || !focusZone.current) return;
    focusZone.current = false;
    dropzoneRef.current?.focus();
  }, [file]);

  const rejectionText =
    rejection &&
    t(`file.errors.${rejection.key}`, {
      types,
      size: formatFileSize(rejection.size, language),
      max: maxText,
    });
  const invalid = Boolean(rejectionText ?? fieldState.error);

  return (
    <FormField
      label={label}
      helperText={helperText}
      error={rejectionText ?? fieldState.error?.message}
      required={required}
      disabled={disabled}
    >
      {(controlProps) => (
        <FileUpload.Root
          recipe={fileUploadSlotRecipe}
          maxFiles={1}
          accept={accept as Record<string, string[]>}
          maxFileSize={maxSize}
          minFileSize={1}
          acceptedFiles={file ? [file] : []}
          // Accepted and rejected files are told apart: each call carries only its own news.
          onFileAccept={({ files: [accepted] }) => field.onChange(accepted ?? null)}
          onFileReject={({ files: [rejected] }) =>
            setRejection(
              rejected
                ? {
                    key: rejectionKeys[rejected.errors[0] ?? ''] ?? 'invalid',
                    size: rejected.file.size,
                  }
                : null,
            )
          }
          disabled={disabled}
          invalid={invalid}
          translations={{
            dropzone: t('file.dropzone', {
              label,
              choose: t('file.choose'),
              orDrop: t('file.orDrop'),
            }),
            deleteFile: (removed) => t('file.remove', { name: removed.name }),
          }}
          width="full"
          alignItems="stretch"
        >
          <FileUpload.HiddenInput name={field.name} />
          {file ? (
            <FileUpload.ItemGroup>
              <FileUpload.Item file={file}>
                <Icon aria-hidden="true" color="fg.muted">
                  <LuFile />
                </Icon>
                <FileUpload.ItemContent>
                  <FileUpload.ItemName />
                  <Text textStyle="xs" color="fg.muted">
                    {formatFileSize(file.size, language)}
                  </Text>
                </FileUpload.ItemContent>
                <FileUpload.ItemDeleteTrigger
                  ref={field.ref}
                  onClick={() => {
                    focusZone.current = true;
                    field.onBlur();
                  }}
                />
              </FileUpload.Item>
            </FileUpload.ItemGroup>
          ) : (
            <FileUpload.Dropzone
              {...controlProps}
              // The limits, unless a complaint (which names them) is read instead.
              aria-describedby={
                [controlProps['aria-describedby'], invalid ? undefined : limitsId]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              ref={(element: HTMLDivElement | null) => {
                dropzoneRef.current = element;
                field.ref(element);
              }}
              onBlur={field.onBlur}
            >
              <Icon aria-hidden="true" boxSize="6" color="fg.muted">
                <LuUpload />
              </Icon>
              <FileUpload.DropzoneContent>
                <Text fontWeight="medium">
                  {t('file.choose')}{' '}
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    {t('file.orDrop')}
                  </Text>
                </Text>
              </FileUpload.DropzoneContent>
            </FileUpload.Dropzone>
          )}
          {/* Outside the zone, which is named by the words it shows (WCAG 2.5.3); described by it. */}
          {!file && (
            <Text id={limitsId} textStyle="xs" color="fg.muted" mt="1">
              {limitsText}
            </Text>
          )}
        </FileUpload.Root>
      )}
    </FormField>
  );
}
