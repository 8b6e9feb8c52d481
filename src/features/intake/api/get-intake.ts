import { endpoints } from '@/config/endpoints';
import { recordDetail } from '@/lib/record-endpoints';
import { intakeRecordSchema } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';

/** `GET Intake/GetByContext?context=…`. */
export const useIntake = recordDetail({ endpoint: endpoints.intake.get, schema: intakeRecordSchema, queryKey: intakeKeys.detail }).useRecord;
