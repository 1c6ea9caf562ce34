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
import { EditableRow } from "./EditableRow";
import { RuleForm } from "./RuleForm";
import { rulesMessages as m } from "./rulesMessages";
import { Meta } from "./SectionList.styles";
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
  if (!rule) return null;
  const settled = !isProvisional(id);
  return (
    <EditableRow
      label={rule.text}
      settled={settled}
      form={(close) => (
        <RuleForm
          rule={rule}
          withHint={withHint}
          onCancel={close}
          onSubmit={(params) => {
            close();
            void dispatch(updateRule({ id, params }));
          }}
        />
      )}
      actions={
        movable && (
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
        )
      }
      remove={{
        label: sectionMessages.delete,
        onRemove: () => void dispatch(deleteRule({ id })),
      }}
    >
      <span>{rule.text}</span>
      {rule.hint && <Meta>{rule.hint}</Meta>}
    </EditableRow>
  );
}
