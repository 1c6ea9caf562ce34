import { Suspense, useState } from "react";
import { useIntl } from "react-intl";
import type { PaymentOption } from "../../api/schemas/accountExtensions";
import { Button } from "../../components/Button";
import { lazyComponent } from "../../components/lazyComponent";
import { subscriptionMessages as messages } from "./subscriptionMessages";

const SubscriptionDialog = lazyComponent(() =>
  import(
    /* webpackChunkName: "subscription-dialog" */ "./SubscriptionDialog"
  ).then((m) => m.SubscriptionDialog),
);

export interface SubscribeButtonProps {
  accountId: string;
  options: readonly PaymentOption[];
}

/** "Subscribe" on the profile of an author who takes paid subscriptions (Mitra, gate `subscriptions`). */
export function SubscribeButton({ accountId, options }: SubscribeButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const found = options.find(
    (o) => o.type === "monero-subscription" && o.chain_id && o.price,
  );
  if (!found?.chain_id || !found.price) return null;
  const option = { ...found, chain_id: found.chain_id, price: found.price };
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(messages.subscribe)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SubscriptionDialog
            accountId={accountId}
            option={option}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
