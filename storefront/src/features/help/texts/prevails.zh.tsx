import { EnglishPrevails, type LegalPage } from './EnglishPrevails';

export function PrevailsZh({ page }: { page: LegalPage }) {
  return (
    <EnglishPrevails
      page={page}
      before="本译文仅为方便阅读而提供。如本译文与原文有任何不一致之处，以"
      link="英文文本"
      after="为准。"
    />
  );
}
