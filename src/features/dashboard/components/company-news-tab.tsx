import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormSwitchField } from '@/components/form-switch-field';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { COMPANY_NEWS_TEXT_MAX, COMPANY_NEWS_TITLE_MAX, type CompanyNews } from '@/lib/schemas/dashboard-schemas';
import { useUpdateCompanyNews } from '../api/update-company-news';

export const COMPANY_NEWS_SAVED = 'Company news saved.';

export interface CompanyNewsTabProps {
  form: UseFormReturn<CompanyNews>;
}

/** The Configure dialog's Company News tab (administrators): the news everyone sees on the dashboard. */
export function CompanyNewsTab({ form }: CompanyNewsTabProps) {
  const updateNews = useUpdateCompanyNews();
  const { control, handleSubmit, reset } = form;

  const handleSave = handleSubmit(async (values) => {
    const saved = await updateNews.mutateAsync({ ...values, newsTitle: values.newsTitle.trim(), newsText: values.newsText.trim() });
    toast.success(COMPANY_NEWS_SAVED);
    reset(saved);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSave(event)} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Company news shows at the top of every user&apos;s dashboard while Display News is on.
      </Typography>
      <FormTextField control={control} name="newsTitle" label="News Title" limit={COMPANY_NEWS_TITLE_MAX} />
      <FormTextField
        control={control}
        name="newsText"
        label="News Text"
        multiline
        minRows={5}
        limit={COMPANY_NEWS_TEXT_MAX}
      />
      <FormSwitchField control={control} name="displayNews" label="Display News" />
      <Box>
        <Button type="submit" variant="contained" loading={updateNews.isPending}>
          Save News
        </Button>
      </Box>
    </Box>
  );
}
