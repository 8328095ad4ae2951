import { useSaveWallets, useWallets } from '@portal/shared/api/accounts';
import { useAuthStore } from '@portal/shared/auth-store';
import { walletsUpdateSchema, type Wallets } from '@portal/shared/contract/accounts';
import { serverFieldErrors } from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { Form, FormSubmit, useForm } from '@portal/shared/ui/form';
import { Section } from '@portal/shared/ui/layout';
import { TextField } from '@portal/shared/ui/text-field';
import { failureSentence } from '@portal/shared/submit-failure';
import { LoadedView } from '@portal/shared/ui/loaded-view';
import { useAccountTexts } from '../texts';

/** The saved numbers as the fields show them: an empty field for a wallet not saved. */
function fieldsOf(wallets: Wallets) {
  return { bkash_number: wallets.bkash_number ?? '', nagad_number: wallets.nagad_number ?? '' };
}

function WalletsForm({ wallets }: { wallets: Wallets }) {
  const { t } = useAccountTexts();
  const save = useSaveWallets();
  const message = useFlashMessage();
  const form = useForm({
    schema: walletsUpdateSchema,
    initialValues: fieldsOf(wallets),
    onInvalid: () => message.clear(),
    onSubmit: async (update) => {
      message.clear();
      try {
        form.reset(fieldsOf(await save.mutateAsync(update)));
        message.showSuccess(t('wallets.saved'));
      } catch (error) {
        form.showErrors(serverFieldErrors(error));
        message.showFailure(failureSentence(error, { fallback: t('wallets.failed') }));
      }
    },
  });
  const number = {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    hint: t('wallets.hint'),
  } as const;
  return (
    <>
      <Banner message={message.message} tone={message.tone} />
      <Form form={form}>
        <TextField label={t('wallets.bkash')} {...number} {...form.field('bkash_number')} />
        <TextField label={t('wallets.nagad')} {...number} {...form.field('nagad_number')} />
        <FormSubmit busy={form.submitting}>
          {form.submitting ? t('wallets.busy') : t('wallets.save')}
        </FormSubmit>
      </Form>
    </>
  );
}

/**
 * A brand's or an influencer's bKash and Nagad numbers (see docs/accounts.md): a brand's refunds
 * are sent to them, an influencer's withdrawal form fills them in. An admin has none.
 */
export function WalletSettings() {
  const { t } = useAccountTexts();
  const role = useAuthStore((state) => state.user?.role);
  const hasWallets = role === 'brand' || role === 'influencer';
  const wallets = useWallets({ enabled: hasWallets });
  if (!hasWallets) return null;
  return (
    <Section title={t('wallets.title')}>
      <p>{t(role === 'brand' ? 'wallets.intro.brand' : 'wallets.intro.influencer')}</p>
      <LoadedView query={wallets} loadFailed={t('wallets.loadFailed')} skeletonRows={2}>
        {(data) => <WalletsForm wallets={data} />}
      </LoadedView>
    </Section>
  );
}
