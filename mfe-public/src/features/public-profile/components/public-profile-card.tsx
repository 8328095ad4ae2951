import { Link } from '@portal/shared/router';
import { usePublicProfile } from '@portal/shared/api/profiles';
import { errorStatus } from '@portal/shared/data/api-error';
import { Avatar } from '@portal/shared/ui/avatar';
import { Button } from '@portal/shared/ui/button';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Page } from '@portal/shared/ui/layout';
import ui from '@portal/shared/ui/ui.module.css';
import { ProfileRichMessage, useProfileMessages } from '../messages';
import styles from './public-profile.module.css';

/** Spec §2: anyone's profile by username, open to everyone; never shows an e-mail address. */
export function PublicProfileCard({ username }: { username: string }) {
  const profile = usePublicProfile(username);
  const { t } = useProfileMessages();

  if (profile.isPending) {
    return (
      <Page title={t('title')}>
        <p role="status" className={ui.muted}>
          {t('loading')}
        </p>
      </Page>
    );
  }
  if (profile.isError && errorStatus(profile.error) === 404) {
    return (
      <Page title={t('notFound.title')}>
        <p>
          <ProfileRichMessage
            id="notFound.text"
            values={{ username }}
            elements={{ name: <strong />, home: <Link to="/" /> }}
          />
        </p>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title={t('title')}>
        <ErrorBox>{t('loadFailed')}</ErrorBox>
        <Button onClick={() => void profile.refetch()}>{t('tryAgain')}</Button>
      </Page>
    );
  }

  const { data } = profile;
  return (
    <div className={ui.page}>
      <article className={styles.publicProfile}>
        <Avatar picture={data.profile_picture} name={data.username} size={112} />
        <div className={styles.publicProfileBody}>
          <h1 className={styles.publicProfileName}>{data.username}</h1>
          <p className={styles.publicProfileTags}>
            <span className={styles.publicProfileRole}>{t(`role.${data.role}`)}</span>
            {data.category && <span className={styles.publicProfileCategory}>{data.category}</span>}
          </p>
          <p className={styles.publicProfileBio}>{data.bio || t('noBio')}</p>
        </div>
      </article>
    </div>
  );
}
