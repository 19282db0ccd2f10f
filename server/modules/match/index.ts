/** Matches: what other modules may use (names in a language, cards, events, anchor search). */
export { searchAnchors } from './anchorsService';
export { pickName, selectCards } from './present';
export { eventsOf } from './eventStore';
export { likePattern } from './listService';
export {
  lastFeedRun,
  simulatorSwitch,
  simulatorSwitched,
  type StoredFeedRun,
  writeSimulatorSwitch,
} from './consoleState';
