// A data export as a ZIP: each file appended whole (a person's data is small), the archive
// written as the client takes it.
import type { Readable } from 'node:stream';
import { type DataExportFile, dataExportFiles } from '@care/contracts';
import { commonText } from '@care/i18n/common-text';
import { formatDateTimeIn } from '@care/i18n/formatters';
import type { Language } from '@care/i18n/locale';
import { ZipArchive } from 'archiver';

export type ArchiveFiles = Partial<Record<DataExportFile, string>>;

/** The README names both languages, Polish first, whatever language the caller reads. */
const readmeLanguages: readonly Language[] = ['pl', 'en'];

const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

export interface ReadmeFacts {
  /** Whose data it is. */
  person: string;
  at: Date;
  /** The operator's export: the organization and who took it. Absent for the person's own. */
  organization?: { name: string; exporter: string };
}

/** What the archive holds, file by file, when it was taken and by whom, in both languages. */
export function readmeText(facts: ReadmeFacts, files: readonly DataExportFile[]): string {
  const sections = readmeLanguages.map((language) => {
    const text = (key: string) => commonText(language, `exports.dataExport.${key}`);
    const values = {
      person: facts.person,
      at: formatDateTimeIn(facts.at, language),
      organization: facts.organization?.name ?? '',
      exporter: facts.organization?.exporter ?? '',
    };
    return [
      filled(text('title'), values),
      '',
      filled(text(facts.organization ? 'operatorIntro' : 'ownIntro'), values),
      '',
      text('filesHeading'),
      ...files.map((file) => `- ${dataExportFiles[file]}: ${text(`files.${file}`)}`),
      '',
      text('formats'),
      ...(facts.organization ? [] : ['', text('ownExcluded')]),
    ].join('\r\n');
  });
  return `${sections.join('\r\n\r\n----------------------------------------\r\n\r\n')}\r\n`;
}

/** The files as one ZIP, in the order given, each dated with the moment of the export. */
export function zipOf(files: ArchiveFiles, at: Date): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  for (const [file, content] of Object.entries(files) as [DataExportFile, string][])
    archive.append(content, { name: dataExportFiles[file], date: at });
  // A failure while writing (the client went away) ends the stream, which cuts the download.
  archive.finalize().catch((error: unknown) => archive.destroy(error as Error));
  return archive as unknown as Readable;
}

export const jsonFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
