import { FormattedMessage, defineMessages, useIntl } from "react-intl";
import { isProvisional } from "../../store/admin/collection/collection";
import { selectAdminRelays } from "../../store/admin/relays/slice";
import {
  fetchRelays,
  followRelay,
  unfollowRelay,
} from "../../store/admin/relays/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { registerSectionActions } from "./sectionActions";
import { AddForm } from "./AddForm";
import { ItemRow } from "./ItemRow";
import { Meta, Rows, Strong } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart, SectionScreen } from "./SectionScreen";

registerSectionActions();

const m = defineMessages({
  actor: { id: "admin.relays.actor", defaultMessage: "Relay address" },
  followedBack: {
    id: "admin.relays.followedBack",
    defaultMessage: "Following back",
  },
  waiting: {
    id: "admin.relays.waiting",
    defaultMessage: "Waiting for the relay to follow back",
  },
  forbidden: { id: "admin.relays.forbidden", defaultMessage: "manage relays" },
});

/** `/admin/relays`: the relays the server follows, followed and unfollowed here. */
export function AdminRelaysScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchRelays, undefined);
  const { relays } = useAppSelector(selectAdminRelays);
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.relays)}
      refusal={{ section: "adminRelays", what: m.forbidden }}
    >
      <SectionPart>
        <AddForm
          name={intl.formatMessage(sectionNames.relays)}
          label={m.actor}
          type="url"
          placeholder="https://relay.example/actor"
          submit={sectionMessages.follow}
          onAdd={(actor) => void dispatch(followRelay({ actor }))}
        />
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={relays.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(sectionNames.relays)}>
          {relays.ids.map((id) => {
            const relay = relays.byId[id];
            if (!relay) return null;
            return (
              <ItemRow
                key={id}
                label={relay.actor}
                settled={!isProvisional(id)}
                remove={{
                  label: sectionMessages.unfollow,
                  onRemove: () => void dispatch(unfollowRelay({ id })),
                }}
              >
                <Strong>{relay.actor}</Strong>
                <Meta>
                  <FormattedMessage
                    {...(relay.followed_back ? m.followedBack : m.waiting)}
                  />
                </Meta>
              </ItemRow>
            );
          })}
        </Rows>
      </SectionLoad>
    </SectionScreen>
  );
}
