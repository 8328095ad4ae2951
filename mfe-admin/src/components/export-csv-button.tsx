import { Button } from '@portal/shared/ui/button';

/** Saves the list as shown (its filters applied) as a CSV file; disabled while it is prepared. */
export function ExportCsvButton({
  exporting,
  onExport,
}: {
  exporting: boolean;
  onExport: () => void;
}) {
  return (
    <Button variant="secondary" onClick={onExport} disabled={exporting}>
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
