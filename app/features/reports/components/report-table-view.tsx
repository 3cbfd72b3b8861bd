import type { TableModel } from "~/features/reports/report-tables";
import { formatCell } from "./report-format";

/** One table of the report, scrolling sideways in its own box on a phone, with its CSV beside its title. */
export function ReportTableView({ model, csvHref, folded = false }: { model: TableModel; csvHref: string; folded?: boolean }) {
  const titleId = `report-${model.table}-title`;
  const table = (
    <div className="report-table-box" role="region" aria-labelledby={titleId} tabIndex={0}>
      <table className="report-table">
        <thead>
          <tr>
            {model.header.map((heading) => (
              <th key={heading} scope="col">{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">{formatCell(cell)}</th>
                ) : (
                  <td key={column}>{formatCell(cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section className="report-section" aria-labelledby={titleId}>
      <div className="report-section-head">
        <h2 id={titleId} className="admin-section-title">{model.title}</h2>
        <a className="btn btn-ghost" href={csvHref} download>
          CSV<span className="visually-hidden"> of {model.title.toLowerCase()}</span>
        </a>
      </div>
      {folded ? (
        <details className="report-fold">
          <summary>{`Show all ${model.rows.length} rows`}</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </section>
  );
}
