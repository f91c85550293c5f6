export { NewDataBadge, ReviewCell, reviewText } from './ReviewMark.tsx';
