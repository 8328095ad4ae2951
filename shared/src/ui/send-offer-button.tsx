import { useState } from 'react';
import { Banner } from './banner';
import { Button } from './button';
import { SendOfferModal, type SendOfferModalProps } from './send-offer-modal';
import { useUiTexts } from './ui-messages';

/**
 * 'Send offer' beside an influencer (Find Influencers, the public profile): opens SendOfferModal
 * and, once the offer is sent, says so.
 */
export function SendOfferButton(props: Omit<SendOfferModalProps, 'onSent' | 'onClose'>) {
  const { t } = useUiTexts();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button
        small
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        {t('offer.send')}
      </Button>
      <Banner
        message={sent ? t('offer.sent', { name: props.influencer.username }) : ''}
        tone="success"
      />
      {open && (
        <SendOfferModal
          {...props}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
