import styled from "styled-components";
import { TextField } from "../../components/FormControls";

export { SelectField as Select } from "../../components/FormControls";

/** A text field of the lists' forms: it takes the row's free space. */
export const Field = styled(TextField)`
  flex: 1;
  min-inline-size: 10rem;
`;
