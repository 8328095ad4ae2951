import ReceiptPage from '@portal/shared/receipts/receipt-page';

/** /receipts/:number (design §7): the one receipt page of shared. */
export default ReceiptPage;
