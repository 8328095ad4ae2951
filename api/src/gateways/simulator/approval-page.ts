/** What the page shows of a payment, and the field that names it in the form. */
export interface ApprovalView {
  wallet: 'bKash' | 'Nagad';
  amount: string;
  currency: string;
  invoice: string;
  field: { name: string; value: string };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
.test { background: #fff4ce; border: 1px solid #c8a600; padding: 0.5rem 0.75rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
button { font-size: 1rem; padding: 0.5rem 1rem; margin-right: 0.5rem; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The simulator's stand-in for the wallet's hosted page: the payment, a plain notice that it is a
 * test, and the payer's three answers, each sent back to the merchant's callback.
 */
export function approvalPage(view: ApprovalView, action: string): string {
  return page(
    `${view.wallet} payment (simulator)`,
    `<main>
<h1>${view.wallet} payment</h1>
<p class="test" role="note">Test payment on the gateway simulator: no money moves. / পরীক্ষামূলক পেমেন্ট: কোনো টাকা যাবে না।</p>
<dl>
<dt>Amount</dt><dd>৳${escapeHtml(view.amount)} ${escapeHtml(view.currency)}</dd>
<dt>Invoice</dt><dd>${escapeHtml(view.invoice)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}" aria-label="Approve the payment">
<input type="hidden" name="${escapeHtml(view.field.name)}" value="${escapeHtml(view.field.value)}">
<button type="submit" name="choice" value="pay">Pay</button>
<button type="submit" name="choice" value="fail">Fail</button>
<button type="submit" name="choice" value="cancel">Cancel</button>
</form>
</main>`,
  );
}

/** The page for a payment that is unknown or already answered. */
export function decidedPage(
  why: 'unknown' | 'decided' | 'lost',
  wallet: ApprovalView['wallet'],
): string {
  const texts = {
    unknown: 'There is no such payment.',
    decided: 'This payment has already been answered.',
    lost: 'Answered. The way back to the shop was lost (the fault callbackLost).',
  };
  const text = texts[why];
  return page(
    `${wallet} payment (simulator)`,
    `<main><h1>${wallet} payment</h1><p>${text}</p></main>`,
  );
}
