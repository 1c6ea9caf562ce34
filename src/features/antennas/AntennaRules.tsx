import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import type { RuleSide } from "../../api/endpoints/antennas";
import { Button } from "../../components/Button";
import { TextField } from "../../components/FormControls";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { ErrorText } from "../../components/TitleForm";
import {
  selectAntennaAccounts,
  selectAntennaCandidates,
  selectAntennaRules,
  selectExcludedAccounts,
} from "../../store/antennas/selectors";
import type { NameRule } from "../../store/antennas/state";
import {
  addAntennaAccounts,
  addAntennaRule,
  addExcludedAccounts,
  fetchAntennaAccounts,
  fetchAntennaRules,
  fetchExcludedAccounts,
  removeAntennaAccounts,
  removeAntennaRule,
  removeExcludedAccounts,
  searchAntennaCandidates,
} from "../../store/antennas/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { MembersEditor, type MembersSource } from "../../widgets/MembersEditor";
import { antennaMessages } from "./antennaMessages";
import { rejectionReason } from "../../store/failure";

const ACCOUNTS: MembersSource = {
  fetch: fetchAntennaAccounts,
  add: addAntennaAccounts,
  remove: removeAntennaAccounts,
  search: searchAntennaCandidates,
  selectMembers: selectAntennaAccounts,
  selectCandidates: selectAntennaCandidates,
};

const EXCLUDED_ACCOUNTS: MembersSource = {
  fetch: fetchExcludedAccounts,
  add: addExcludedAccounts,
  remove: removeExcludedAccounts,
  search: searchAntennaCandidates,
  selectMembers: selectExcludedAccounts,
  selectCandidates: selectAntennaCandidates,
};

/** Each name rule's two lists, with their headings. */
const NAME_RULES: readonly {
  rule: NameRule;
  include: MessageDescriptor;
  exclude: MessageDescriptor;
}[] = [
  {
    rule: "keywords",
    include: antennaMessages.keywords,
    exclude: antennaMessages.excludeKeywords,
  },
  {
    rule: "tags",
    include: antennaMessages.tags,
    exclude: antennaMessages.excludeTags,
  },
  {
    rule: "domains",
    include: antennaMessages.domains,
    exclude: antennaMessages.excludeDomains,
  },
];

/** How kmyblue keeps a name: hashtags without the #, domains in lower case. */
function normalise(rule: NameRule, typed: string): string {
  const name = typed.trim();
  if (rule === "tags") return name.replace(/^#/, "");
  return rule === "domains" ? name.toLowerCase() : name;
}

/** A hashtag shows with its #. */
const shownName = (rule: NameRule, name: string) =>
  rule === "tags" ? `#${name}` : name;

/**
 * An antenna's rules: the keywords, hashtags, domains and people whose
 * posts it catches, and those it leaves out. Changes show at once and go
 * back if the server refuses them.
 */
export function AntennaRules({ id }: { id: string }) {
  const intl = useIntl();
  const { phase, retry } = useRequest(fetchAntennaRules, { id });
  const rules = useAppSelector((state) => selectAntennaRules(state, id));
  let names;
  if (rules) {
    names = NAME_RULES.map(({ rule, include, exclude }) => (
      <Pair key={rule}>
        <NameList id={id} rule={rule} side="include" heading={include} />
        <NameList id={id} rule={rule} side="exclude" heading={exclude} />
      </Pair>
    ));
  } else if (phase === "failed") {
    names = (
      <Message onRetry={retry}>
        <FormattedMessage
          id="antennas.rules.error"
          defaultMessage="The rules could not be loaded."
        />
      </Message>
    );
  } else {
    names = <Skeleton variant="account" rows={2} />;
  }
  return (
    <Panel aria-label={intl.formatMessage(antennaMessages.rules)}>
      <Hint>
        <FormattedMessage
          id="antennas.rules.hint"
          defaultMessage="Posts must match each kind of rule you set, and no exclusion."
        />
      </Hint>
      {names}
      <MembersEditor
        id={id}
        source={ACCOUNTS}
        title={intl.formatMessage(antennaMessages.accounts)}
        empty={<FormattedMessage {...antennaMessages.none} />}
      />
      <MembersEditor
        id={id}
        source={EXCLUDED_ACCOUNTS}
        title={intl.formatMessage(antennaMessages.excludeAccounts)}
        empty={<FormattedMessage {...antennaMessages.none} />}
      />
    </Panel>
  );
}

interface NameListProps {
  id: string;
  rule: NameRule;
  side: RuleSide;
  heading: MessageDescriptor;
}

/** One side of a rule: its names, each with "Remove", and a field to add one. */
function NameList({ id, rule, side, heading }: NameListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const errorId = useId();
  const names = useAppSelector(
    (state) => selectAntennaRules(state, id)?.[rule][side] ?? EMPTY,
  );
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = normalise(rule, typed);
  const add = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (name === "" || busy) return;
    setBusy(true);
    setError(null);
    const done = await dispatch(
      addAntennaRule({ id, rule, side, names: [name] }),
    );
    setBusy(false);
    if (addAntennaRule.fulfilled.match(done)) setTyped("");
    else setError(rejectionReason(done));
  };
  const label = intl.formatMessage(heading);
  return (
    <Group aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      {names.length > 0 ? (
        <Names aria-label={label}>
          {names.map((n) => (
            <li key={n}>
              <span>{shownName(rule, n)}</span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage(
                  {
                    id: "antennas.rules.remove",
                    defaultMessage: "Remove {name}",
                  },
                  { name: n },
                )}
                onClick={() =>
                  void dispatch(
                    removeAntennaRule({ id, rule, side, names: [n] }),
                  )
                }
              >
                <FormattedMessage {...antennaMessages.remove} />
              </Button>
            </li>
          ))}
        </Names>
      ) : (
        <None>
          <FormattedMessage {...antennaMessages.none} />
        </None>
      )}
      <AddRow onSubmit={(event) => void add(event)}>
        <Field
          value={typed}
          aria-labelledby={headingId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" size="sm" loading={busy} disabled={name === ""}>
          <FormattedMessage {...antennaMessages.add} />
        </Button>
      </AddRow>
      {error !== null && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Group>
  );
}

const EMPTY: string[] = [];

const Panel = styled.section`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Hint = styled.p`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Names = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding-inline-start: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow-wrap: anywhere;
  }
`;

const None = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const AddRow = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Field = styled(TextField)`
  flex: 1;
  min-inline-size: 0;
`;
