import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { AdminAccount } from "../../api/schemas/adminAccount";
import { accountsMessages as m } from "./accountsMessages";
import { sectionMessages } from "./sectionMessages";

/** What the server knows of a local account: e-mail, addresses, language. */
export function AccountsFacts({ account }: { account: AdminAccount }) {
  const ips = [
    ...new Set([account.ip, ...account.ips.map((entry) => entry.ip)]),
  ].filter((ip): ip is string => Boolean(ip));
  if (!account.email && ips.length === 0) return null;
  return (
    <Facts>
      {account.email && (
        <>
          <dt>
            <FormattedMessage {...sectionMessages.email} />
          </dt>
          <dd>{account.email}</dd>
        </>
      )}
      {ips.length > 0 && (
        <>
          <dt>
            <FormattedMessage {...m.ip} />
          </dt>
          <dd>{ips.join(", ")}</dd>
        </>
      )}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;

  > dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }

  > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
