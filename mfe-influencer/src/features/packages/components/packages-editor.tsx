import { useState } from 'react';
import {
  useAddPackage,
  useDeletePackage,
  useEditPackage,
  usePackages,
} from '@portal/shared/api/packages';
import { usePlatformConfig } from '@portal/shared/api/platform-config';
import { useOwnProfile } from '@portal/shared/api/profiles';
import { PACKAGES_MAX, type Package } from '@portal/shared/contract/packages';
import { digitsFor } from '@portal/shared/language';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { PackageCard, PackageList } from '@portal/shared/ui/package-card';
import { Section } from '@portal/shared/ui/layout';
import ui from '@portal/shared/ui/ui.module.css';
import { useInfluencerTexts } from '../../../texts';
import { PackageFormModal } from './package-form-modal';

/** Which package the form is open for: a new one, or one being edited. */
type Editing = { pack?: Package } | null;

/**
 * The influencer's Packages section of her profile (see docs/packages.md): her packages as her
 * public profile shows them, each with Edit and Delete, and "Add a package" up to PACKAGES_MAX.
 */
export function PackagesEditor({ username }: { username: string }) {
  const { t, language } = useInfluencerTexts();
  const packages = usePackages(username);
  const config = usePlatformConfig();
  const add = useAddPackage();
  const edit = useEditPackage();
  const remove = useDeletePackage();
  const { confirm, dialog } = useConfirm();
  const refusal = useSubmitFailure({ fallback: t('packages.deleteFailed') });
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState('');

  async function deletePackage(pack: Package) {
    setDone('');
    refusal.clear();
    const sure = await confirm({
      title: t('packages.deleteTitle'),
      message: t('packages.deleteQuestion', { title: pack.title }),
      confirmLabel: t('packages.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync({ id: pack.id });
      setDone(t('packages.deleted', { title: pack.title }));
    } catch (error) {
      refusal.fail(error);
    }
  }

  const items = packages.data ?? [];
  const full = items.length >= PACKAGES_MAX;
  const max = digitsFor(language, String(PACKAGES_MAX));
  let content;
  if (packages.isPending) {
    content = <LoadingSkeleton label={t('packages.loading')} />;
  } else if (packages.isError) {
    content = (
      <LoadFailure message={t('packages.loadFailed')} onRetry={() => void packages.refetch()} />
    );
  } else {
    content = (
      <>
        {items.length === 0 ? (
          <EmptyState message={t('packages.empty')} />
        ) : (
          <PackageList label={t('packages.title')}>
            {items.map((pack) => (
              <PackageCard
                key={pack.id}
                pack={pack}
                actions={
                  <>
                    <Button
                      small
                      variant="secondary"
                      aria-label={t('packages.editOne', { title: pack.title })}
                      onClick={() => setEditing({ pack })}
                    >
                      {t('packages.edit')}
                    </Button>
                    <Button
                      small
                      variant="danger"
                      aria-label={t('packages.deleteOne', { title: pack.title })}
                      onClick={() => void deletePackage(pack)}
                    >
                      {t('packages.delete')}
                    </Button>
                  </>
                }
              />
            ))}
          </PackageList>
        )}
        <p>
          <Button
            disabled={full}
            onClick={() => {
              setDone('');
              setEditing({});
            }}
          >
            {t('packages.add')}
          </Button>
        </p>
        <p className={ui.muted}>
          {full ? t('packages.full', { max }) : t('packages.limit', { max })}
        </p>
      </>
    );
  }

  return (
    <Section title={t('packages.title')}>
      <p className={ui.muted}>{t('packages.intro')}</p>
      <Banner message={refusal.failure} tone="error" />
      <Banner message={done} tone="success" />
      {content}
      {editing !== null && (
        <PackageFormModal
          pack={editing.pack}
          feePercent={config.data?.platform_fee_percent}
          save={async (request) => {
            if (editing.pack === undefined) {
              await add.mutateAsync(request);
              setDone(t('packages.added'));
            } else {
              await edit.mutateAsync({ ...request, id: editing.pack.id });
              setDone(t('packages.saved'));
            }
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </Section>
  );
}

/** The signed-in influencer's packages, once her profile (and so her username) is loaded. */
export function OwnPackagesEditor() {
  const profile = useOwnProfile();
  return profile.data ? <PackagesEditor username={profile.data.username} /> : null;
}
