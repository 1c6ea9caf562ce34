import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { selectMuteExpiry } from "../../store/accountLists/selectors";
import { useAppSelector } from "../../store/hooks";
import { selectRelationshipById } from "../../store/relationships/selectors";
import { PagedList } from "../../components/PagedList";
import { PersonRow } from "./PersonRow";
import { RelationshipAction } from "./RelationshipAction";
import { SafetyHeader } from "./SafetyHeader";
import { usePeopleList } from "./usePeopleList";
import { Column } from "./Column";

const MUTES = { kind: "mutes" } as const;

/** `/mutes`: the accounts the viewer muted, with when each mute ends, each unmuted in place. */
export function MutesScreen() {
  const intl = useIntl();
  const { ids, ...list } = usePeopleList(MUTES);
  return (
    <Column>
      <SafetyHeader active="mutes" />
      <PagedList
        {...list}
        label={intl.formatMessage({
          id: "account.hoverCard.muted",
          defaultMessage: "Muted",
        })}
      >
        {ids.map((id) => (
          <li key={id}>
            <PersonRow
              id={id}
              detail={<MuteEnds accountId={id} />}
              action={(describedBy) => (
                <RelationshipAction
                  accountId={id}
                  kind="mute"
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

/** "Until <date>" for a mute with an end, while it lasts. */
function MuteEnds({ accountId }: { accountId: string }) {
  const listed = useAppSelector((state) => selectMuteExpiry(state, accountId));
  const relationship = useAppSelector((state) =>
    selectRelationshipById(state, accountId),
  );
  if (relationship && !relationship.muting) return null;
  const until = relationship?.muting_expires_at ?? listed;
  if (until === null) return null;
  return (
    <FormattedMessage
      id="people.mutes.until"
      defaultMessage="Until {date}"
      values={{
        date: (
          <FormattedDate
            key="date"
            value={until}
            dateStyle="medium"
            timeStyle="short"
          />
        ),
      }}
    />
  );
}
