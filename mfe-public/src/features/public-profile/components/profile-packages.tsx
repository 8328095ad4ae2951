import { useState } from 'react';
import { Link, useNavigate } from '@portal/shared/router';
import { useOrderPackage, usePackages } from '@portal/shared/api/packages';
import { useAuthStore } from '@portal/shared/auth-store';
import type { Package } from '@portal/shared/contract/packages';
import { formatTaka } from '@portal/shared/money';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { collaborationPath } from '@portal/shared/ui/collaboration-link';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { PackageCard, PackageList } from '@portal/shared/ui/package-card';
import { Section } from '@portal/shared/ui/layout';
import { LoadedView } from '@portal/shared/ui/loaded-view';
import ui from '@portal/shared/ui/ui.module.css';
import { useProfileTexts } from '../texts';
import styles from './public-profile.module.css';

/**
 * An influencer's packages on her public profile (see docs/packages.md): a signed-in brand hires
 * one (a confirmation with the price and the platform fee, then the collaboration's page, where
 * it pays); a visitor signed out sees them with a way to log in.
 */
export function ProfilePackages({ username }: { username: string }) {
  const { t, language } = useProfileTexts();
  const packages = usePackages(username);
  const role = useAuthStore((state) => state.user?.role);
  const order = useOrderPackage();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const refusal = useSubmitFailure({ fallback: t('packages.hireFailed') });
  const [hiring, setHiring] = useState<number | null>(null);

  async function hire(pack: Package) {
    refusal.clear();
    const taka = (amount: string) => formatTaka(amount, { language });
    const sure = await confirm({
      title: t('packages.hireTitle', { title: pack.title }),
      message: t('packages.hireQuestion', {
        title: pack.title,
        price: taka(pack.price),
        fee: taka(pack.platform_fee),
        receives: taka(pack.influencer_receives),
        username,
      }),
      confirmLabel: t('packages.hireConfirm', { price: taka(pack.price) }),
    });
    if (!sure) return;
    setHiring(pack.id);
    try {
      const made = await order.mutateAsync({ id: pack.id, price: pack.price });
      void navigate(collaborationPath({ id: made.application_id }));
    } catch (error) {
      refusal.fail(error);
      void packages.refetch();
    } finally {
      setHiring(null);
    }
  }

  function actionsFor(pack: Package) {
    if (role === 'brand') {
      return (
        <Button
          aria-label={t('packages.hireOne', { title: pack.title })}
          disabled={hiring !== null}
          onClick={() => void hire(pack)}
        >
          {hiring === pack.id ? t('packages.hiring') : t('packages.hire')}
        </Button>
      );
    }
    return undefined;
  }

  return (
    <Section title={t('packages.title')} className={styles.packagesSection}>
      <Banner message={refusal.failure} tone="error" />
      <LoadedView
        query={packages}
        loading={t('packages.loading')}
        loadFailed={t('packages.loadFailed')}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('packages.empty')} />
          ) : (
            <>
              <PackageList label={t('packages.title')}>
                {list.map((pack) => (
                  <PackageCard key={pack.id} pack={pack} actions={actionsFor(pack)} />
                ))}
              </PackageList>
              {role === undefined && (
                <p className={ui.muted}>
                  <Link to="/login">{t('packages.logIn')}</Link> {t('packages.logInWhy')}
                </p>
              )}
            </>
          )
        }
      </LoadedView>
      {dialog}
    </Section>
  );
}
