/** The details' parts: the panel beside or under the rows and each row's "Show details" button. */
export { DetailPanel } from './DetailPanel';
export { InlineDetails, InlineDetailsSlot } from './InlineDetails';
export { DetailHeaderCell, withDetailColumn } from './detailColumn';
// The moves come in this chunk too: a panel is never drawn whose J and K could not act (their
// own load failing, after a deploy, said nothing); it says it could not be loaded, with "Retry".
export { stepDetails } from '../../grid/details/detailsNavigation';
