import { useEffect, useId, useRef } from 'react';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import {
  type CardFields,
  type CardSource,
  cardReadCancelled,
  cardReadRequested,
  cardTaken,
  type ReadPhase,
  selectDeliveredCard,
  selectReadingPurpose,
  selectReadPhase,
} from './devicesSlice';

export interface CardRead {
  /** Asks the devices saga for a card; ignored while any read runs. */
  read: (source: CardSource) => void;
  cancel: () => void;
  /** This button's read, while it runs; idle otherwise. */
  phase: ReadPhase;
  /** Another button's read runs (one reader per desk). */
  busyElsewhere: boolean;
}

/**
 * One 读卡 button's side of the read: it dispatches the request with its own id, takes the card
 * delivered for that id (once), and cancels its read if it goes away mid-read (a closed dialog).
 */
export const useCardRead = (onCard: (card: CardFields) => void): CardRead => {
  const purpose = useId();
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectReadPhase);
  const readingPurpose = useAppSelector(selectReadingPurpose);
  const delivered = useAppSelector(selectDeliveredCard);
  const latestOnCard = useRef(onCard);
  useEffect(() => {
    latestOnCard.current = onCard;
  }, [onCard]);

  useEffect(() => {
    if (delivered?.purpose !== purpose) return;
    dispatch(cardTaken({ seq: delivered.seq }));
    latestOnCard.current(delivered.card);
  }, [delivered, dispatch, purpose]);

  const mine = readingPurpose === purpose;
  const mineRef = useRef(mine);
  useEffect(() => {
    mineRef.current = mine;
  }, [mine]);
  useEffect(
    () => () => {
      if (mineRef.current) dispatch(cardReadCancelled());
    },
    [dispatch],
  );

  return {
    read: (source) => dispatch(cardReadRequested({ purpose, source })),
    cancel: () => dispatch(cardReadCancelled()),
    phase: mine ? phase : 'idle',
    busyElsewhere: readingPurpose !== null && !mine,
  };
};
