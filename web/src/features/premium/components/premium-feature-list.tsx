import CheckIcon from '@mui/icons-material/Check';
import { PREMIUM_FEATURES } from '@cvmate/contract';
import { IconList } from '../../../components/icon-list';

/** The five premium features (docs/product.md §1), ticked. */
export function PremiumFeatureList({ dense = true }: { dense?: boolean }) {
  return <IconList items={PREMIUM_FEATURES} icon={<CheckIcon color="success" />} dense={dense} />;
}
