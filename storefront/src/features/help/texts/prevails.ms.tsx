import { EnglishPrevails, type LegalPage } from './EnglishPrevails';

export function PrevailsMs({ page }: { page: LegalPage }) {
  return (
    <EnglishPrevails
      page={page}
      before="Terjemahan ini disediakan untuk kemudahan anda. Sekiranya terdapat sebarang percanggahan antara terjemahan ini dengan teks asal, "
      link="teks bahasa Inggeris"
      after=" yang akan diguna pakai."
    />
  );
}
