export { linkColumn, statusColumn, WRAP } from './columns';
export { DecideModal, RejectButton } from './DecideModal';
export { type FilterOptions, QueueFilter, useQueueFilters } from './QueueFilter';
export {
  type QueueItemName,
  ReviewDecideLayout,
  ReviewQueueDetail,
} from './ReviewQueueDetail';
export { type QueueColumn, type QueuePages, ReviewQueueList } from './ReviewQueueList';
