import { EnglishPrevails, type LegalPage } from './EnglishPrevails';

export function PrevailsAr({ page }: { page: LegalPage }) {
  return (
    <EnglishPrevails
      page={page}
      before="هذه الترجمة مقدَّمة لتيسير الاطلاع فقط. وفي حال وجود أي اختلاف بينها وبين النص الأصلي، يكون "
      link="النص الإنجليزي"
      after=" هو المعتمد."
    />
  );
}
