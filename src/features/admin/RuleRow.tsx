import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { isProvisional } from "../../store/admin/collection/collection";
import { selectAdminRules } from "../../store/admin/rules/slice";
import {
  deleteRule,
  moveRuleDown,
  moveRuleUp,
  updateRule,
} from "../../store/admin/rules/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { RuleForm } from "./RuleForm";
import { rulesMessages as m } from "./rulesMessages";
import { Meta, Row, RowActions, RowMain } from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";

export interface RuleRowProps {
  id: string;
  index: number;
  count: number;
  withHint: boolean;
  /** Rules keep an order staff can change (Pleroma's priorities). */
  movable: boolean;
}

/** One rule, edited in place; moved up or down where rules have an order. */
export function RuleRow({ id, index, count, withHint, movable }: RuleRowProps) {
  const dispatch = useAppDispatch();
  const rule = useAppSelector(
    (state) => selectAdminRules(state).rules.byId[id],
  );
  const [editing, setEditing] = useState(false);
  if (!rule) return null;
  const settled = !isProvisional(id);
  if (editing)
    return (
      <Row aria-label={rule.text}>
        <RuleForm
          rule={rule}
          withHint={withHint}
          onCancel={() => setEditing(false)}
          onSubmit={(params) => {
            setEditing(false);
            void dispatch(updateRule({ id, params }));
          }}
        />
      </Row>
    );
  return (
    <Row aria-label={rule.text}>
      <RowMain>
        <span>{rule.text}</span>
        {rule.hint && <Meta>{rule.hint}</Meta>}
      </RowMain>
      <RowActions>
        {movable && (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={!settled || index === 0}
              onClick={() => void dispatch(moveRuleUp({ id }))}
            >
              <FormattedMessage {...m.up} />
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!settled || index === count - 1}
              onClick={() => void dispatch(moveRuleDown({ id }))}
            >
              <FormattedMessage {...m.down} />
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={!settled}
          onClick={() => setEditing(true)}
        >
          <FormattedMessage {...sectionMessages.edit} />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!settled}
          onClick={() => void dispatch(deleteRule({ id }))}
        >
          <FormattedMessage {...sectionMessages.delete} />
        </Button>
      </RowActions>
    </Row>
  );
}
