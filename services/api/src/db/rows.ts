/** The single row an INSERT/UPDATE ... RETURNING of one row gives back. */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected the statement to return a row');
  return row;
}
