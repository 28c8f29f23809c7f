import { Alert, Button, Flex } from 'antd';
import { type ReactNode } from 'react';

export interface VisitPromptsFrameProps {
  readOnly: boolean;
  personChosen: boolean;
  /** Said before a resident is picked: what picking one checks and brings over. */
  chooseResidentHint: string;
  hasCard: boolean | undefined;
  cardTitle: string;
  /** Why the visit waits for the card, and the button that creates it. */
  missingCardText: string;
  createCardLabel: string;
  onCreateCard: () => void;
  /** The alerts of the family's own rules, below the missing card. */
  children: ReactNode;
}

/**
 * The frame the visit dialogs' prompts share: a hint until a resident is picked, then a column
 * that opens with the missing management card (and its create button) above the rules' alerts.
 */
export function VisitPromptsFrame({
  readOnly,
  personChosen,
  chooseResidentHint,
  hasCard,
  cardTitle,
  missingCardText,
  createCardLabel,
  onCreateCard,
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
export const fillReferralAction = (readOnly: boolean, filled: boolean, onFill: () => void) =>
  !readOnly && (
    <Button size="small" type={filled ? 'default' : 'primary'} onClick={onFill}>
      {filled ? '重新填写转诊信息' : '填写转诊信息'}
    </Button>
  );
