// The one file allowed the untyped hooks: it wraps them for everyone else.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';

import { type AppDispatch, type AppRootState } from './storeTypes';

// The one place allowed to touch the untyped hooks; everything else uses these.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppRootState>();
