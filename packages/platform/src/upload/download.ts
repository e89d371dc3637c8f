const BOM = '\uFEFF';

export interface SaveTextFileOptions {
  /** The file's media type; CSV by default. */
  type?: string;
  /**
   * Starts the file with a byte-order mark, which spreadsheet programs need to read a CSV as
   * UTF-8 (Polish letters). Reading an answer as text drops the API's own mark, so it is put
   * back here. True by default.
   */
  bom?: boolean;
}

/**
 * Saves text the page holds (a CSV export, the rejected rows of an import) as a file the
 * browser downloads under `fileName`.
 */
export function saveTextFile(
  text: string,
  fileName: string,
  { type = 'text/csv;charset=utf-8', bom = true }: SaveTextFileOptions = {},
): void {
  const content = bom && !text.startsWith(BOM) ? `${BOM}${text}` : text;
  saveFile(new Blob([content], { type }), fileName);
}

/** Saves bytes the page holds (a ZIP the API answered) as a file the browser downloads. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
