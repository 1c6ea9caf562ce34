import { FormattedMessage } from "react-intl";
import type { AdminAccount } from "../../api/schemas/adminAccount";
import { accountsMessages as m } from "./accountsMessages";
import { Badge, Badges } from "./SectionList.styles";

/** What stands out about an account: its staff role and what moderation did to it. */
export function AccountsBadges({ account }: { account: AdminAccount }) {
  const flags = [
    account.is_admin && ("admin" as const),
    account.is_moderator && ("moderator" as const),
    !account.approved && ("pending" as const),
    account.disabled && ("disabled" as const),
    account.silenced && ("silenced" as const),
    account.sensitized && ("sensitized" as const),
    account.suspended && ("suspended" as const),
  ].filter((flag) => flag !== false);
  if (flags.length === 0) return null;
  return (
    <Badges>
      {flags.map((flag) => (
        <Badge
          key={flag}
          $tone={
            flag === "suspended" || flag === "disabled" ? "danger" : "plain"
          }
        >
          <FormattedMessage {...m[flag]} />
        </Badge>
      ))}
    </Badges>
  );
}
