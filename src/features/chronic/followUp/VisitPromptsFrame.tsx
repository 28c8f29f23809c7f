import { Alert, Button, Flex } from 'antd';
import { type ReactNode } from 'react';

import { textOf } from './followUpValues';

/** Where a visit being recorded stands, as both visit dialogs tell their prompts. */
export interface VisitState {
  readOnly: boolean;
  personChosen: boolean;
  hasCard: boolean | undefined;
  /** The class chosen is lighter than, or differs from, what the rules propose. */
  contradiction: boolean;
  referralFilled: boolean;
  onCreateCard: () => void;
  onFillReferral: () => void;
}

export interface VisitPromptsFrameProps {
  visit: VisitState;
  /** Said before a resident is picked: what picking one checks and brings over. */
  chooseResidentHint: string;
  cardTitle: string;
  /** Why the visit waits for the card, and the button that creates it. */
  missingCardText: string;
  createCardLabel: string;
  /** The alerts of the family's own rules, below the missing card. */
  children: ReactNode;
}

/**
 * The frame the visit dialogs' prompts share: a hint until a resident is picked, then a column
 * that opens with the missing management card (and its create button) above the rules' alerts.
 */
export function VisitPromptsFrame({
  visit: { readOnly, personChosen, hasCard, onCreateCard },
  chooseResidentHint,
  cardTitle,
  missingCardText,
  createCardLabel,
  children,
}: VisitPromptsFrameProps) {
  if (!personChosen) {
    return readOnly ? null : (
      <Alert className="gw-dialog-alert" type="info" showIcon title={chooseResidentHint} />
    );
  }
  return (
    <Flex vertical gap={8} className="gw-dialog-alert chronic-follow-up-prompts">
      {hasCard === false && (
        <Alert
          type="warning"
          showIcon
          title={`该居民尚无有效的${cardTitle}`}
          description={missingCardText}
          action={
            !readOnly && (
              <Button size="small" type="primary" onClick={onCreateCard}>
                {createCardLabel}
              </Button>
            )
          }
        />
      )}
      {children}
    </Flex>
  );
}

/**
 * The action of a referral alert: fills the referral block (again, once filled); none when the
 * visit is only viewed, so the alert keeps no empty action area.
 */
export const fillReferralAction = ({ readOnly, referralFilled, onFillReferral }: VisitState) =>
  !readOnly && (
    <Button size="small" type={referralFilled ? 'default' : 'primary'} onClick={onFillReferral}>
      {referralFilled ? '重新填写转诊信息' : '填写转诊信息'}
    </Button>
  );

/** Where the visit stands, for its prompts, from what both visit dialogs hold alike. */
export const visitStateOf = (
  {
    readOnly,
    personNum,
    records,
    snapshot,
    cardDialog,
    fillReferral,
  }: {
    readOnly: boolean;
    personNum: string | undefined;
    records: { hasCard: boolean | undefined };
    snapshot: { referralReason?: unknown };
    cardDialog: { openFor: (personNum: string | undefined) => void };
    fillReferral: () => void;
  },
  contradiction: boolean,
): VisitState => ({
  readOnly,
  personChosen: Boolean(personNum),
  hasCard: records.hasCard,
  contradiction,
  referralFilled: Boolean(textOf(snapshot.referralReason)),
  onCreateCard: () => cardDialog.openFor(personNum),
  onFillReferral: fillReferral,
});
