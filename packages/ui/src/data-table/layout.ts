import type { SystemStyleObject } from '@care/ui';
import type { DataTableColumnMeta } from './features';

/**
 * How a column's meta lays out its header and cells. A sticky column is opaque
 * (it covers what scrolls beneath it), takes its row's background so hover and
 * selection still show, and draws a line where the scrolled content meets it.
 * Being positioned, it is also the containing block of anything absolutely
 * placed inside it (a visually hidden label), which so cannot escape the scroll box.
 */
export function columnCss(
  meta: DataTableColumnMeta | undefined,
  part: 'header' | 'cell',
): SystemStyleObject {
  const css: SystemStyleObject = {};
  if (meta?.align === 'end') css.textAlign = 'end';
  if (meta?.shrink) css.width = '1%';
  if (meta?.sticky === 'end') {
    Object.assign(css, {
      position: 'sticky',
      insetInlineEnd: 0,
      zIndex: 1,
      bg: part === 'header' ? 'bg' : 'inherit',
      boxShadow: 'inset 1px 0 0 {colors.border}',
    });
  }
  return css;
}
