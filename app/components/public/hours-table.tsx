/** One line of opening hours: "Mon–Fri" and "6:00 PM–12:30 AM". */
interface HoursRow {
  days: string;
  hours: string;
}

/** Opening hours as a small two-column table (days, hours), readable by screen readers row by row. */
export function HoursTable({ caption, rows }: { caption: string; rows: readonly HoursRow[] }) {
  return (
    <table className="hours-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days + row.hours}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
