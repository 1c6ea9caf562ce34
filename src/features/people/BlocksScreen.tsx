import { useIntl } from "react-intl";
import { PagedList } from "../../components/PagedList";
import { PersonRow } from "./PersonRow";
import { RelationshipAction } from "./RelationshipAction";
import { SafetyHeader } from "./SafetyHeader";
import { usePeopleList } from "./usePeopleList";
import { Column } from "./Column";

const BLOCKS = { kind: "blocks" } as const;

/** `/blocks`: the accounts the viewer blocked, each unblocked (and blocked again) in place. */
export function BlocksScreen() {
  const intl = useIntl();
  const { ids, ...list } = usePeopleList(BLOCKS);
  return (
    <Column>
      <SafetyHeader active="blocks" />
      <PagedList
        {...list}
        label={intl.formatMessage({
          id: "account.hoverCard.blocked",
          defaultMessage: "Blocked",
        })}
      >
        {ids.map((id) => (
          <li key={id}>
            <PersonRow
              id={id}
              action={(describedBy) => (
                <RelationshipAction
                  accountId={id}
                  kind="block"
                  describedBy={describedBy}
                />
              )}
            />
          </li>
        ))}
      </PagedList>
    </Column>
  );
}
