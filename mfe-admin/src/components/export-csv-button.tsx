import { Button } from '@portal/shared/ui/button';
import { useAdminTexts } from '../texts';

/** Saves the list as shown (its filters applied) as a CSV file; disabled while it is prepared. */
export function ExportCsvButton({
  exporting,
  onExport,
}: {
  exporting: boolean;
  onExport: () => void;
}) {
  const { t } = useAdminTexts();
  return (
    <Button variant="secondary" onClick={onExport} disabled={exporting}>
      {exporting ? t('export.exporting') : t('export.csv')}
    </Button>
  );
}
