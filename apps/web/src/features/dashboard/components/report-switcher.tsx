import { useNavigate } from 'react-router';
import { DeferredSelect } from '../../../shared/components/deferred-select';

export interface ReportOption {
  value: string;
  label: string;
  href: string;
}

/** Jumps to another report of the same account, keeping the date range. */
export function ReportSwitcher({
  reports,
  current,
  search,
}: {
  reports: readonly ReportOption[];
  current: string;
  /** The range's search string ('' for the default range). */
  search: string;
}) {
  const navigate = useNavigate();
  return (
    <DeferredSelect
      label="Report"
      data={reports.map(({ value, label }) => ({ value, label }))}
      value={current}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ shadow: 'md' }}
      onChange={(value) => {
        const report = reports.find((entry) => entry.value === value);
        if (report && report.value !== current) {
          navigate(search ? `${report.href}?${search}` : report.href);
        }
      }}
    />
  );
}
