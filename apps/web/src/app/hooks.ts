import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// The only place that touches react-redux's hooks: everything else uses these typed ones.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
