import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import {
  selectDomainBlocks,
  selectIsDomainBlocked,
} from "../../store/domainBlocks/selectors";
import {
  blockDomain,
  fetchDomainBlocks,
  unblockDomain,
} from "../../store/domainBlocks/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import "./actionLabels";
import { PagedList, pagingProps } from "../../components/PagedList";
import { SafetyHeader } from "./SafetyHeader";
import { Column } from "./Column";

/** `/domain_blocks`: the domains the viewer blocked, each unblocked (and blocked again) in place. */
export function DomainBlocksScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchDomainBlocks, {});
  const held = useAppSelector(selectDomainBlocks);
  return (
    <Column>
      <SafetyHeader active="domainBlocks" />
      <PagedList
        label={intl.formatMessage({
          id: "people.domainBlocks.tab",
          defaultMessage: "Blocked domains",
        })}
        count={held.domains.length}
        {...pagingProps(request, held, {
          hasMore: held.next !== null,
          load: () => void dispatch(fetchDomainBlocks({ more: true })),
        })}
        empty={
          <FormattedMessage
            id="people.domainBlocks.empty"
            defaultMessage="You have not blocked any domains."
          />
        }
      >
        {held.domains.map((domain) => (
          <li key={domain}>
            <DomainRow domain={domain} />
          </li>
        ))}
      </PagedList>
    </Column>
  );
}

function DomainRow({ domain }: { domain: string }) {
  const dispatch = useAppDispatch();
  const nameId = useId();
  const blocked = useAppSelector((state) =>
    selectIsDomainBlocked(state, domain),
  );
  return (
    <Row>
      <Domain id={nameId} dir="ltr">
        {domain}
      </Domain>
      {blocked ? (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={nameId}
          onClick={() => void dispatch(unblockDomain({ domain }))}
        >
          <FormattedMessage
            id="account.follow.unblock"
            defaultMessage="Unblock"
          />
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={nameId}
          onClick={() => void dispatch(blockDomain({ domain }))}
        >
          <FormattedMessage id="account.block.confirm" defaultMessage="Block" />
        </Button>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Domain = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
