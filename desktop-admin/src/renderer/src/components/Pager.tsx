interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label?: string;
}

export function Pager({ page, totalPages, total, pageSize, onPage, label = 'bookings' }: PagerProps) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="pager" aria-label="Pages">
      <span className="pager-range" aria-live="polite">
        {from}–{to} of {total} {label}
      </span>
      <button type="button" className="button button-small" onClick={() => onPage(1)} disabled={page <= 1}>
        First
      </button>
      <button
        type="button"
        className="button button-small"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        Previous
      </button>
      <span className="pager-page">
        Page {page} of {Math.max(1, totalPages)}
      </span>
      <button
        type="button"
        className="button button-small"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
      >
        Next
      </button>
      <button
        type="button"
        className="button button-small"
        onClick={() => onPage(totalPages)}
        disabled={page >= totalPages}
      >
        Last
      </button>
    </nav>
  );
}
