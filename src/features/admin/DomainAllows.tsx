import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { LoadMore } from "../../components/LoadMore";
import { isProvisional } from "../../store/admin/collection/collection";
import {
  selectDomainAllowById,
  selectDomainAllows,
} from "../../store/admin/federation/selectors";
import {
  createDomainAllow,
  deleteDomainAllow,
  fetchDomainAllows,
  fetchMoreDomainAllows,
} from "../../store/admin/federation/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { domainsMessages as m } from "./domainsMessages";
import { Field, Form, Input } from "../../components/Form.styles";
import { Row, RowActions, RowMain, Rows, Strong } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart } from "./SectionScreen";
import { useLoadMore } from "./useLoadMore";

/** Domains allowed to federate where the server allows only those it lists. */
export function DomainAllows() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchDomainAllows, undefined);
  const allows = useAppSelector(selectDomainAllows);
  const more = useLoadMore(fetchMoreDomainAllows);
  const [domain, setDomain] = useState("");
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!domain.trim()) return;
    void dispatch(createDomainAllow({ domain }));
    setDomain("");
  };
  return (
    <>
      <SectionPart aria-labelledby="admin-domain-allows">
        <h2 id="admin-domain-allows">
          <FormattedMessage {...m.allows} />
        </h2>
        <Form onSubmit={submit} aria-label={intl.formatMessage(m.allows)}>
          <Field>
            <FormattedMessage {...sectionMessages.domain} />
            <Input
              value={domain}
              required
              onChange={(event) => setDomain(event.target.value)}
            />
          </Field>
          <Button type="submit">
            <FormattedMessage {...m.allow} />
          </Button>
        </Form>
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={allows.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(m.allows)}>
          {allows.ids.map((id) => (
            <AllowRow key={id} id={id} />
          ))}
        </Rows>
        {allows.next !== null && <LoadMore {...more} />}
      </SectionLoad>
    </>
  );
}

function AllowRow({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const allow = useAppSelector((state) => selectDomainAllowById(state, id));
  if (!allow) return null;
  return (
    <Row aria-label={allow.domain}>
      <RowMain>
        <Strong>{allow.domain}</Strong>
      </RowMain>
      <RowActions>
        <Button
          size="sm"
          variant="secondary"
          disabled={isProvisional(id)}
          onClick={() => void dispatch(deleteDomainAllow({ id }))}
        >
          <FormattedMessage {...sectionMessages.remove} />
        </Button>
      </RowActions>
    </Row>
  );
}
