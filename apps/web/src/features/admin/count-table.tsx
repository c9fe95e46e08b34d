import type { ReactNode } from 'react';

export interface CountTableProps {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** A last row of sums, in the table's foot. */
  footer?: ReactNode[];
  testId?: string;
}

/** A small data table: a caption, column headers, the first cell of a row as its header. */
export function CountTable({ caption, headers, rows, footer, testId }: CountTableProps) {
  return (
    <table className="admin-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header, i) => (
            <th key={header} scope="col" className={i > 0 ? 'admin-table__number' : undefined}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i} className="admin-table__number">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {footer && (
        <tfoot>
          <tr>
            {footer.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i} className="admin-table__number">
                  {cell}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
