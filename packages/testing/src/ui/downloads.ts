/** A file the page handed to the browser to save: its name and its bytes. */
export interface SavedDownload {
  name: string;
  blob: Blob;
}

/**
 * Stands in for the browser's download of a Blob (an object URL on a link with `download`,
 * clicked): each save is kept, in order, for the test to read. `restore` puts the link's click
 * back; jsdom has no object URLs of its own to put back.
 */
export function captureDownloads(): { saved: SavedDownload[]; restore: () => void } {
  const saved: SavedDownload[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push({ name: '', blob });
    return `blob:download-${saved.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const download = saved.at(-1);
    if (download) download.name = this.download;
  });
  return { saved, restore: () => click.mockRestore() };
}
