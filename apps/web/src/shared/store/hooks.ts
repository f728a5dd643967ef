import { useDispatch, useSelector } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';

/**
 * The typed hooks every feature uses; the only place that touches react-redux's own hooks.
 *
 * The store is composed in app/ (it imports every feature's slice), and shared/ may import neither
 * app/ nor features/. So the types flow the other way: app/store.ts registers its store's type here
 * by declaration merging, and these hooks read it. Nothing here imports app/, at run time or in types.
 *
 *   declare module '@/shared/store/hooks' { interface RegisteredStore { store: AppStore } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by app/store.ts (declaration merging)
export interface RegisteredStore {}

type TheStore = RegisteredStore extends { store: infer S extends Store } ? S : Store;
export type RootState = ReturnType<TheStore['getState']>;
export type AppDispatch = TheStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
