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

/** The attributes a body cell carries for what its column's meta asks of its layout. */
export function cellAttributes(meta: DataTableColumnMeta | undefined) {
  return {
    'data-align': meta?.align,
    'data-sticky': meta?.sticky,
    'data-shrink': meta?.shrink ? '' : undefined,
  };
}

/**
 * The body rows' look, given once to the table's body: each row and cell is a plain element,
 * which a page of rows draws in a fraction of the time the design system's styled row and
 * cell take, each resolving its styles on every render. `rowStyles` and `cellStyles` are the
 * table recipe's own. Only rows marked `data-row` take them: a skeleton row or a virtualized
 * list's spacer styles itself.
 */
export function bodyRowsCss(
  rowStyles: SystemStyleObject | undefined,
  cellStyles: SystemStyleObject | undefined,
): SystemStyleObject {
  const row = '& > tr[data-row]';
  const cell = `${row} > :is(td, th)`;
  return {
    // The recipe's row already marks a selected row (`data-selected`).
    [row]: { ...rowStyles, _hover: { bg: 'bg.muted' } },
    [cell]: cellStyles,
    [`${cell}[data-align=end]`]: columnCss({ align: 'end' }, 'cell'),
    [`${cell}[data-shrink]`]: columnCss({ shrink: true }, 'cell'),
    [`${cell}[data-sticky=end]`]: columnCss({ sticky: 'end' }, 'cell'),
    [`${row} > th[scope=row]`]: { fontWeight: 'medium' },
  };
}
