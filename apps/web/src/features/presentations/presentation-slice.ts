import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { toApiError, type SerializedApiError } from '@/shared/api-error';
import { getPresentation, getPresentations, getPresenters, type Presentation, type Presenter } from './presentations-api';

/** Spec 3 "Presentation state", plus the last failure so pages can show a designed error state. */
export interface PresentationState {
  list: Presentation[];
  currentPresentation: Presentation | null;
  loading: boolean;
  /** True once the programme has been loaded: later visits show it at once and refresh it quietly. */
  loadedFirstTime: boolean;
  presenters: Presenter[];
  /** The last failed load (cleared when any load starts). */
  error: SerializedApiError | null;
  /**
   * The request whose answer may become currentPresentation. A visitor who clicks from one workshop to
   * another quickly must not see the first answer land after the second.
   */
  currentRequestId: string | null;
  /** True once the presenters have been loaded (an empty list is then a real "no presenters"). */
  presentersLoaded: boolean;
}

export const initialPresentationState: PresentationState = {
  list: [],
  currentPresentation: null,
  loading: false,
  loadedFirstTime: false,
  presenters: [],
  error: null,
  currentRequestId: null,
  presentersLoaded: false,
};

type Rejection = { rejectValue: SerializedApiError };

export const fetchPresentations = createAsyncThunk<Presentation[], void, Rejection>(
  'presentations/fetchPresentations',
  async (_, { rejectWithValue }) => {
    try {
      return await getPresentations();
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

/** Spec 4: loading a single presentation first clears the current one. */
export const fetchPresentation = createAsyncThunk<Presentation, number, Rejection>(
  'presentations/fetchPresentation',
  async (id, { rejectWithValue }) => {
    try {
      return await getPresentation(id);
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

/** Spec 4: loading the presenter list also clears the current presentation. */
export const fetchPresenters = createAsyncThunk<Presenter[], void, Rejection>(
  'presentations/fetchPresenters',
  async (_, { rejectWithValue }) => {
    try {
      return await getPresenters();
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

const failed = (payload: SerializedApiError | undefined): SerializedApiError => payload ?? { code: 'UNKNOWN' };

const presentationSlice = createSlice({
  name: 'presentations',
  initialState: initialPresentationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPresentations.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchPresentations.fulfilled, (state, action) => {
        state.loading = false;
        state.list = action.payload;
        state.loadedFirstTime = true;
      })
      .addCase(fetchPresentations.rejected, (state, action) => {
        state.loading = false;
        state.error = failed(action.payload);
      })
      .addCase(fetchPresentation.pending, (state, action) => {
        state.currentPresentation = null;
        state.currentRequestId = action.meta.requestId;
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchPresentation.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.currentRequestId) return;
        state.loading = false;
        state.currentPresentation = action.payload;
        state.currentRequestId = null;
        // Keep the list in step: the seats left the visitor just saw here should match the list's.
        const index = state.list.findIndex((p) => p.id === action.payload.id);
        if (index >= 0) state.list[index] = action.payload;
      })
      .addCase(fetchPresentation.rejected, (state, action) => {
        if (action.meta.requestId !== state.currentRequestId) return;
        state.loading = false;
        state.currentRequestId = null;
        state.error = failed(action.payload);
      })
      .addCase(fetchPresenters.pending, (state) => {
        state.currentPresentation = null;
        state.currentRequestId = null;
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchPresenters.fulfilled, (state, action) => {
        state.loading = false;
        state.presenters = action.payload;
        state.presentersLoaded = true;
      })
      .addCase(fetchPresenters.rejected, (state, action) => {
        state.loading = false;
        state.error = failed(action.payload);
      });
  },
});

export const presentationReducer = presentationSlice.reducer;

type WithPresentations = { presentations: PresentationState };
export const selectPresentationState = (state: WithPresentations) => state.presentations;
export const selectPresentationList = (state: WithPresentations) => state.presentations.list;
